import { QueryTypes, type Sequelize } from 'sequelize';
import {
  invalid,
  notFound,
  type MarketplaceItem,
  type MarketplaceItemInput,
  type MarketplaceItemPatch,
} from '@fanlift/core';

/** Marketplace items (DESIGN §5): priced in likes, with stock and an optional athlete or school they benefit. */
interface ItemRow {
  id: number;
  title: string;
  description: string;
  category: MarketplaceItem['category'];
  price_likes: number;
  stock: number;
  image_url: string | null;
  athlete_profile_id: number | null;
  school_id: number | null;
  hidden: boolean;
  athlete_name: string | null;
  school_name: string | null;
}

export const ITEM_SELECT = `
  SELECT i.id, i.title, i.description, i.category, i.price_likes, i.stock, i.image_url, i.athlete_profile_id,
         i.school_id, i.hidden, a.full_name AS athlete_name, s.name AS school_name
    FROM marketplace_items i
    LEFT JOIN athlete_profiles a ON a.id = i.athlete_profile_id
    LEFT JOIN schools s ON s.id = i.school_id`;

export function toItem(r: ItemRow): MarketplaceItem {
  return {
    id: Number(r.id),
    title: r.title,
    description: r.description,
    category: r.category,
    priceLikes: Number(r.price_likes),
    stock: Number(r.stock),
    imageUrl: r.image_url,
    beneficiary:
      r.athlete_profile_id != null
        ? { kind: 'athlete', id: Number(r.athlete_profile_id), name: r.athlete_name ?? 'Athlete' }
        : r.school_id != null
          ? { kind: 'school', id: Number(r.school_id), name: r.school_name ?? 'University' }
          : null,
    hidden: r.hidden,
  };
}

/** Items fans see (not hidden), or every item for admins. Newest first. */
export async function listMarketplaceItems(
  sequelize: Sequelize,
  opts: { includeHidden?: boolean } = {},
): Promise<MarketplaceItem[]> {
  const rows = await sequelize.query<ItemRow>(
    `${ITEM_SELECT} ${opts.includeHidden ? '' : 'WHERE NOT i.hidden'} ORDER BY i.id DESC LIMIT 500`,
    { type: QueryTypes.SELECT },
  );
  return rows.map(toItem);
}

export async function getMarketplaceItem(
  sequelize: Sequelize,
  id: number,
  opts: { includeHidden?: boolean } = {},
): Promise<MarketplaceItem | null> {
  const [row] = await sequelize.query<ItemRow>(
    `${ITEM_SELECT} WHERE i.id = $1 ${opts.includeHidden ? '' : 'AND NOT i.hidden'}`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row ? toItem(row) : null;
}

async function assertBeneficiary(
  sequelize: Sequelize,
  b: { athleteId?: number | null; schoolId?: number | null },
): Promise<void> {
  if (b.athleteId != null) {
    const [a] = await sequelize.query(`SELECT 1 FROM athlete_profiles WHERE id = $1`, {
      bind: [b.athleteId],
      type: QueryTypes.SELECT,
    });
    if (!a) throw invalid('athleteId: no such athlete');
  }
  if (b.schoolId != null) {
    const [s] = await sequelize.query(`SELECT 1 FROM schools WHERE id = $1`, {
      bind: [b.schoolId],
      type: QueryTypes.SELECT,
    });
    if (!s) throw invalid('schoolId: no such university');
  }
}

export async function createMarketplaceItem(
  sequelize: Sequelize,
  input: MarketplaceItemInput,
  createdBy: number | null,
): Promise<MarketplaceItem> {
  await assertBeneficiary(sequelize, input);
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO marketplace_items
       (title, description, category, price_likes, stock, image_url, athlete_profile_id, school_id, hidden, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    {
      bind: [
        input.title,
        input.description ?? '',
        input.category,
        input.priceLikes,
        input.stock,
        input.imageUrl ?? null,
        input.athleteId ?? null,
        input.schoolId ?? null,
        input.hidden ?? false,
        createdBy,
      ],
      type: QueryTypes.SELECT,
    },
  );
  return (await getMarketplaceItem(sequelize, Number(row.id), { includeHidden: true }))!;
}

const PATCH_COLUMNS: Record<keyof MarketplaceItemPatch, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  priceLikes: 'price_likes',
  stock: 'stock',
  imageUrl: 'image_url',
  athleteId: 'athlete_profile_id',
  schoolId: 'school_id',
  hidden: 'hidden',
};

/** Edit an item (admin). Setting a beneficiary of one kind clears the other. */
export async function updateMarketplaceItem(
  sequelize: Sequelize,
  id: number,
  patch: MarketplaceItemPatch,
): Promise<MarketplaceItem> {
  if (patch.athleteId != null && patch.schoolId != null)
    throw invalid('An item benefits one athlete or one school, not both');
  await assertBeneficiary(sequelize, patch);
  const p: MarketplaceItemPatch = { ...patch };
  if (p.athleteId != null) p.schoolId = null;
  if (p.schoolId != null) p.athleteId = null;
  const sets: string[] = [];
  const bind: unknown[] = [id];
  for (const [k, v] of Object.entries(p)) {
    if (v === undefined) continue;
    bind.push(v);
    sets.push(`${PATCH_COLUMNS[k as keyof MarketplaceItemPatch]} = $${bind.length}`);
  }
  if (sets.length) {
    const [, meta] = await sequelize.query(
      `UPDATE marketplace_items SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
      { bind },
    );
    void meta;
  }
  const item = await getMarketplaceItem(sequelize, id, { includeHidden: true });
  if (!item) throw notFound('Item not found');
  return item;
}
