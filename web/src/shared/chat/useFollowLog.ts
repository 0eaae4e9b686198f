import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many px of the bottom, a reader is "at the bottom" and the log follows new messages. */
const NEAR_BOTTOM = 40;

/**
 * A chat log that follows new messages while its reader is at the bottom, and otherwise counts them
 * ("N new messages") without moving the reader. Also keeps the composer in sight above an on-screen keyboard:
 * while it has focus, each visualViewport resize scrolls it into view.
 */
export function useFollowLog(
  log: RefObject<HTMLElement | null>,
  count: number,
  composer: RefObject<HTMLElement | null>,
) {
  const atBottom = useRef(true);
  const seen = useRef(count);
  const [unseen, setUnseen] = useState(0);

  useLayoutEffect(() => {
    const el = log.current;
    const added = count - seen.current;
    seen.current = count;
    if (!el) return;
    if (atBottom.current) el.scrollTop = el.scrollHeight;
    else if (added > 0) setUnseen((n) => n + added);
  }, [count, log]);

  // A log shown again (its tab selected after it was hidden) follows to the newest when its reader was there.
  // (The log element exists once there is a message: observe it from then.)
  const hasLog = count > 0;
  useEffect(() => {
    const el = log.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (atBottom.current && el.clientHeight > 0) el.scrollTop = el.scrollHeight;
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [log, hasLog]);

  const onScroll = useCallback(() => {
    const el = log.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (atBottom.current) setUnseen(0);
  }, [log]);

  const toBottom = useCallback(() => {
    const el = log.current;
    if (!el) return;
    atBottom.current = true;
    el.scrollTop = el.scrollHeight;
    setUnseen(0);
  }, [log]);

  const [focused, setFocused] = useState(false);
  const keepComposerInView = useCallback(() => setFocused(true), []);
  useEffect(() => {
    const vv = window.visualViewport;
    const form = composer.current;
    if (!focused || !vv || !form) return;
    const onResize = () => form.scrollIntoView({ block: 'nearest' });
    const onBlur = () => setFocused(false);
    vv.addEventListener('resize', onResize);
    form.addEventListener('focusout', onBlur);
    return () => {
      vv.removeEventListener('resize', onResize);
      form.removeEventListener('focusout', onBlur);
    };
  }, [focused, composer]);

  return { unseen, onScroll, toBottom, keepComposerInView };
}
