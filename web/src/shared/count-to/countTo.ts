import { useEffect, useRef, useState } from 'react';

/** The value shown `t` (0..1) of the way from `from` to `to`, eased out; whole numbers. */
export function countStep(from: number, to: number, t: number): number {
  const k = Math.min(1, Math.max(0, t));
  const eased = 1 - (1 - k) ** 3;
  return Math.round(from + (to - from) * eased);
}

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A number that counts to its new value over `ms` (or jumps there when the reader prefers reduced motion, or
 * while `frozen` it stays where it is). Answers the value to show.
 */
export function useCountTo(target: number | null, { ms = 700, frozen = false } = {}): number | null {
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    if (frozen || target === null) return;
    const from = current.current;
    if (from === null || from === target || reducedMotion()) {
      current.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const v = countStep(from, target, (now - start) / ms);
      current.current = v;
      setShown(v);
      if (v !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, frozen, ms]);
  return shown;
}
