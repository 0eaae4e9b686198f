/**
 * The data a server-rendered page was rendered with (SWR cache key -> answer), carried to the browser in a
 * JSON script so hydration renders the same thing without fetching it again.
 */
export const SSR_STATE_ID = 'fanlift-ssr';

export interface SsrState {
  fallback: Record<string, unknown>;
  /** When the server rendered it (ms since the epoch): HTML from a cache may be older than its data should be. */
  renderedAt: number;
  /** The time zone times were rendered in (shared/clock/timeZone). */
  timeZone: string;
  /** Rendered for a phone (shared/clock/renderClock: the width-dependent layouts). */
  phone: boolean;
}

/** The <script> holding the state; `<` is escaped so no value can close the script or open a comment. */
export function stateScript(state: SsrState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SSR_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state in this document, or null when the page was not server rendered. */
export function readState(doc: Document): SsrState | null {
  const el = doc.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    const parsed = JSON.parse(el.textContent) as Partial<SsrState>;
    if (!parsed.fallback || typeof parsed.fallback !== 'object') return null;
    return {
      fallback: parsed.fallback,
      renderedAt: Number(parsed.renderedAt) || 0,
      timeZone: typeof parsed.timeZone === 'string' ? parsed.timeZone : 'UTC',
      phone: parsed.phone === true,
    };
  } catch {
    return null;
  }
}
