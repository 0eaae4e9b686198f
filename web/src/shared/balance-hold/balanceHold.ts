import { useSyncExternalStore } from 'react';

/**
 * Holds the header's balance where it is while something on the page is still revealing how it changes (the
 * spin wheel turning): the pill moves to the new balance when the hold is released, not when the socket says.
 * Holds nest: the pill moves when the last one is released.
 */
let holds = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function holdBalance(): () => void {
  holds += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    emit();
  };
}

export function isBalanceHeld(): boolean {
  return holds > 0;
}

export function useBalanceHeld(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isBalanceHeld,
    isBalanceHeld,
  );
}
