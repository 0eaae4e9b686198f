import { z } from 'zod';
import { positiveId, queryId } from '../schemas/ids';

/**
 * Marketplace contracts (DESIGN §5 marketplace): items priced in likes, bought by a server-priced `spend`
 * command (item id + quantity; the client never names a price), orders, and the admin's item form.
 */
export const MARKETPLACE_CATEGORIES = ['experience', 'merch', 'signed'] as const;
export const marketplaceCategorySchema = z.enum(MARKETPLACE_CATEGORIES);
export type MarketplaceCategory = z.infer<typeof marketplaceCategorySchema>;
export const MARKETPLACE_MAX_QUANTITY = 10;

const id = positiveId;

export const marketplaceBeneficiarySchema = z
  .object({ kind: z.enum(['athlete', 'school']), id, name: z.string() })
  .nullable();

/** One item as fans see it (GET /api/marketplace/items). */
export const marketplaceItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: marketplaceCategorySchema,
  priceLikes: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string().nullable(),
  beneficiary: marketplaceBeneficiarySchema,
  hidden: z.boolean(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

export const marketplaceItemListSchema = z.object({ items: z.array(marketplaceItemSchema) });
export type MarketplaceItemList = z.infer<typeof marketplaceItemListSchema>;

/** POST /api/marketplace/purchase: only the item and the quantity; the price is the server's. */
export const marketplacePurchaseBodySchema = z
  .object({
    itemId: id,
    quantity: z.number().int().min(1).max(MARKETPLACE_MAX_QUANTITY).default(1),
  })
  .strip();
export type MarketplacePurchaseBody = z.infer<typeof marketplacePurchaseBodySchema>;

export const marketplaceOrderSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemTitle: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceLikes: z.number().int(),
  totalLikes: z.number().int(),
  status: z.enum(['paid', 'fulfilled', 'cancelled']),
  createdAt: z.string(),
  /** Admin view only: who bought it. */
  buyer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).optional(),
});
export type MarketplaceOrder = z.infer<typeof marketplaceOrderSchema>;
export const marketplaceOrderListSchema = z.object({ orders: z.array(marketplaceOrderSchema) });
export type MarketplaceOrderList = z.infer<typeof marketplaceOrderListSchema>;

/** The fields an admin sets on an item (create: as here; edit: any of them). */
const itemFields = {
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  category: marketplaceCategorySchema,
  priceLikes: z.number().int().min(1).max(100_000),
  stock: z.number().int().min(0).max(1_000_000),
  imageUrl: z
    .string()
    .regex(/^\/api\/uploads\/[A-Za-z0-9._-]+$/, 'imageUrl must be an uploaded image')
    .nullable()
    .optional(),
  athleteId: id.nullable().optional(),
  schoolId: id.nullable().optional(),
  hidden: z.boolean().optional(),
};

/** Admin: create (all required) or edit (partial) an item. */
export const marketplaceItemInputSchema = z
  .object({ ...itemFields, description: itemFields.description.default('') })
  .strict()
  .refine((b) => b.athleteId == null || b.schoolId == null, {
    message: 'An item benefits one athlete or one school, not both',
  });
export type MarketplaceItemInput = z.infer<typeof marketplaceItemInputSchema>;
export const marketplaceItemPatchSchema = z.object(itemFields).partial().strict();
export type MarketplaceItemPatch = z.infer<typeof marketplaceItemPatchSchema>;

/** GET /api/admin/marketplace/orders: every order, or one item's. */
export const marketplaceOrdersQuerySchema = z.object({ itemId: queryId.optional() });
/** POST /api/admin/marketplace/images (201): the URL to put in imageUrl. */
export const marketplaceImageStoredSchema = z.object({ imageUrl: z.string() });
