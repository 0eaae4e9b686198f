import type { WalletTransaction } from '../api';

/** Wallet and command events (DESIGN §3): the fan's balance, and the outcome of a staged command. */
export interface WalletServerEvents {
  'wallet:balance': (p: { balance: number; transaction: WalletTransaction | null }) => void;
  'command:result': (p: {
    commandId: string;
    status: 'applied' | 'failed';
    error?: { code: string; message: string };
  }) => void;
}
