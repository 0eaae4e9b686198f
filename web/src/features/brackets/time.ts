import { viewerTimeZone } from '../../shared/clock/timeZone';

/** How a kickoff is written, in some time zone: "Thu, Jan 1, 7:30 PM EST". */
export const KICKOFF_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Kickoff in the viewer's time zone (shared/clock), with the zone's name: "Thu, Jan 1, 7:30 PM EST". */
export function formatKickoff(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { ...KICKOFF_FORMAT, timeZone: viewerTimeZone() }).format(d);
}

/** "2d 4h", "3h 12m", "4m 09s", "12s" until the kickoff; '' when it has passed. */
export function countdown(ms: number): string {
  if (ms <= 0) return '';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${String(sec).padStart(2, '0')}s`;
  return `${sec}s`;
}
