import { useMemo, useRef } from 'react';

/**
 * Idempotency keys per intent (DESIGN §5), the part of the command client (./commands.ts) that pages the first
 * load shows need: what the user means to do keeps one key across retries while its outcome is unknown.
 */

/** A v4 UUID; crypto.randomUUID where available (secure contexts: not plain-http LAN addresses), else built. */
export function newIntentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One key per intent: `keyFor(sig)` answers the same key for the same intent (`sig`: what the user means, e.g.
 * recipient and amount) until `settled(key)` says its outcome is known; another intent gets a new key.
 */
export function useIntentKeys() {
  const intent = useRef<{ sig: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(sig: string): string {
        if (!intent.current || intent.current.sig !== sig) intent.current = { sig, key: newIntentKey() };
        return intent.current.key;
      },
      settled(key: string): void {
        if (intent.current?.key === key) intent.current = null;
      },
      /** The user starts afresh: whatever was kept, the next attempt is a new intent. */
      forget(): void {
        intent.current = null;
      },
    }),
    [],
  );
}
