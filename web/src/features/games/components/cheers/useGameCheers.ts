import { useEffect, useRef, useState } from 'react';
import { goalProgress, type ChatMessage, type GameGoal } from '@fanlift/core/web';
import { useSocketEvent } from '../../../../socket';

export interface Celebration {
  threshold: number;
  likes: number;
  /** Unique per shown celebration (a key for the banner). */
  at: number;
}

const MAX_PINS = 20;
const CELEBRATION_MS = 8_000;

/**
 * The cheers and the goal of one game over the socket (the chat's game:join makes the server send the pins and
 * the meter): pinned cheers until their pin ends or an admin deletes them, the goal meter as it moves (game:goal,
 * and the figure a cheer from the chat carries; the meter never goes back), and each celebration shown once
 * per viewer (a threshold already seen here is never shown again).
 */
export function useGameCheers(gameId: number) {
  const [pins, setPins] = useState<ChatMessage[]>([]);
  const [goal, setGoal] = useState<GameGoal | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const celebrated = useRef(new Set<number>());

  useEffect(() => {
    setPins([]);
    setGoal(null);
    setCelebration(null);
    celebrated.current = new Set();
  }, [gameId]);

  useSocketEvent('chat:pins', (p) => {
    if (p.gameId === gameId) setPins(p.pins);
  });
  useSocketEvent('chat:message', (m) => {
    if (m.gameId !== gameId || !m.cheer) return;
    setPins((cur) => (cur.some((c) => c.id === m.id) ? cur : [m, ...cur].slice(0, MAX_PINS)));
    // A cheer from the chat carries the goal after it: the meter moves with the cheer (the exact game:goal follows).
    const likes = m.cheer.goalLikes;
    if (likes != null)
      setGoal((cur) =>
        cur && cur.likes < likes ? { ...cur, likes, ...goalProgress(cur.thresholds, likes) } : cur,
      );
  });
  useSocketEvent('chat:deleted', (d) => {
    if (d.gameId === gameId) setPins((cur) => cur.filter((m) => m.id !== d.id));
  });
  useSocketEvent('game:goal', (g) => {
    if (g.gameId !== gameId) return;
    setGoal((cur) => (cur && cur.likes > g.likes ? cur : g));
  });
  useSocketEvent('game:celebration', (c) => {
    if (c.gameId !== gameId || celebrated.current.has(c.threshold)) return;
    celebrated.current.add(c.threshold);
    setCelebration({ threshold: c.threshold, likes: c.likes, at: Date.now() });
  });

  // Pins end by themselves: tick while any is shown.
  const live = pins.filter((p) => p.cheer && Date.parse(p.cheer.pinnedUntil) > now);
  const ticking = live.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const t = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(t);
  }, [ticking]);

  useEffect(() => {
    if (!celebration) return;
    const t = setTimeout(() => setCelebration(null), CELEBRATION_MS);
    return () => clearTimeout(t);
  }, [celebration]);

  return { pins: live, goal, celebration, now, dismissCelebration: () => setCelebration(null) };
}
