import { z } from 'zod';
import { likesAmount } from '../commands/payloads';
import { positiveId } from '../schemas/ids';
import { selfRefSchema } from './common';

/** Wallet contracts (SPEC §7 wallet calls, send likes). */

export const WALLET_TRANSACTION_TYPES = ['added', 'free', 'gift', 'used'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const WALLET_TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

const bodyId = positiveId;
const selfRef = selfRefSchema;

/** POST /api/likes/send (with an Idempotency-Key header): one recipient, an athlete (and allocation) or a school. */
export const sendLikesBodySchema = z
  .object({
    athleteId: bodyId.optional(),
    allocationId: bodyId.optional(),
    schoolId: bodyId.optional(),
    likes: likesAmount,
    fanID: selfRef,
    fanId: selfRef,
    userId: selfRef,
  })
  .strict()
  .refine((b) => (b.schoolId != null) !== (b.athleteId != null || b.allocationId != null), {
    message: 'Name exactly one recipient: athleteId (optionally allocationId) or schoolId',
  });
export type SendLikesBody = z.infer<typeof sendLikesBodySchema>;

/** GET /api/walletTransactions/{id} */
export const walletTxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  before: z.coerce.number().int().positive().optional(),
});
/** POST /api/athlete-wallet/post-athlete-wallet */
export const athleteWalletBodySchema = z.object({ athleteId: bodyId }).strict();

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

export const walletTransactionSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  likes: z.number().int(),
  paymentName: z.string().nullable(),
  createdAt: z.string(),
  /** Dollars (cents) of a card or bank payment, refund or dispute (issue 29); absent for likes-only moves. */
  amountCents: z.number().int().optional(),
  /** The purchase's receipt (/receipts/:id): its checkout session. */
  receiptId: z.string().optional(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /api/walletTransactions/{id}: newest first, with the balance (SPEC §4 rule = ledger balance). */
export const walletTransactionsSchema = z.strictObject({
  transactions: z.array(walletTransactionSchema),
  balance: z.number().int(),
});
export type WalletTransactions = z.infer<typeof walletTransactionsSchema>;
/** GET /api/singleTransaction/{id} */
export const singleTransactionSchema = walletTransactionSchema.extend({ userId: z.number().int() });
export type SingleTransaction = z.infer<typeof singleTransactionSchema>;
/** GET /api/wallet/balance */
export const walletBalanceSchema = z.strictObject({ balance: z.number().int() });

/** GET /api/athlete-wallet/get-athlete-wallet/{id}: likes received, supporters, recent gifts. */
export const athleteWalletSchema = z.strictObject({
  athleteId: z.number().int(),
  likes: z.number().int(),
  sumTotalInCents: z.number().int(),
  supporters: z.number().int(),
  recent: z.array(
    z.strictObject({
      journalId: z.number().int(),
      kind: z.string(),
      likes: z.number().int(),
      createdAt: z.string(),
      fan: z
        .strictObject({
          id: z.number().int(),
          firstName: z.string().nullable(),
          lastName: z.string().nullable(),
        })
        .nullable(),
      allocationId: z.number().int().nullable(),
    }),
  ),
});
export type AthleteWallet = z.infer<typeof athleteWalletSchema>;
