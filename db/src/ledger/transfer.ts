import type { Transaction } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import type { AccountKey } from './accounts';
import { postJournal, type WalletTxInput } from './journal';
import { toWalletTxView } from '../wallet/tx-view';

/**
 * Every journal the product posts has one shape: `likes` move from one account to another, with the wallet
 * transaction of the fan whose wallet moves (SPEC §3). The named services (promo.ts, card.ts, sends.ts) post
 * through `transfer`, and `postJournal` stays the one writer beneath it.
 */

/** Why a journal is posted: its kind, its exactly-once key (UNIQUE cause_key) and what it records. */
export interface LedgerCause {
  /** ledger_journals.kind: 'spin', 'referral', 'send-likes', 'stripe-purchase', ... */
  kind: string;
  /** DESIGN §4 invariant 5: a cause is journaled at most once; a repeat changes nothing (applied: false). */
  key: string;
  commandId?: string;
  meta?: Record<string, unknown>;
}

/** The fan's wallet transaction of a journal (its likes are the journal's). */
export interface WalletSide {
  userId: number;
  type: WalletTxInput['type'];
  paymentName: string | null;
  meta?: Record<string, unknown>;
}

export interface Transferred {
  journalId: number;
  /** false when the cause was already journaled: nothing was written this time. */
  applied: boolean;
  /** Stored balances after the journal of the fan/athlete/school accounts it moved (only when applied). */
  balances: Partial<Record<AccountKey, number>>;
  /** The wallet transaction as `wallet:balance` and command results send it (null when none was written). */
  transaction: WalletTransaction | null;
}

/** Post `likes` from one account to another inside the caller's transaction (see postJournal for the locks). */
export async function transfer(
  t: Transaction,
  m: { cause: LedgerCause; from: AccountKey; to: AccountKey; likes: number; wallet?: WalletSide },
): Promise<Transferred> {
  const { cause, wallet } = m;
  const posted = await postJournal(t, {
    kind: cause.kind,
    causeKey: cause.key,
    ...(cause.commandId ? { commandId: cause.commandId } : {}),
    ...(cause.meta ? { meta: cause.meta } : {}),
    lines: [
      { account: m.from, amount: -m.likes },
      { account: m.to, amount: m.likes },
    ],
    walletTransactions: wallet ? [{ ...wallet, likes: m.likes }] : undefined,
  });
  return {
    journalId: posted.journalId,
    applied: posted.applied,
    balances: posted.balances,
    transaction: toWalletTxView(posted.walletTransactions[0]),
  };
}
