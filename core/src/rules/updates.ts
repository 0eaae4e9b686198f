/** Limits of athlete updates and thank-you notes (issue 29), shared by the api's schemas and the web's forms. */
export const UPDATE_MAX_CHARS = 1000;
export const THANK_NOTE_MAX_CHARS = 500;

/** The current month (`2026-11`) and season (`2026-27`, July to June) labels of a date, in UTC. */
export function periodLabels(now: Date = new Date()): { month: string; season: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const start = m >= 6 ? y : y - 1;
  return {
    month: `${y}-${String(m + 1).padStart(2, '0')}`,
    season: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
  };
}
