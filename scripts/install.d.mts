// Types of scripts/install.mjs (plain JavaScript: it runs before anything is installed) for the TypeScript tests.

export function installReason(root: string): string | null;
export function ensureInstalled(opts: { root: string; log?: (m: string) => void; stdio?: string }): boolean;

export const DEFAULT_CHROMIUM_PATH: string;

export interface ChromiumFacts {
  /** The text of /etc/os-release, or null when there is none. */
  osRelease: string | null;
  /** The user id, or null where there is none (Windows). */
  uid: number | null;
  /** CHROMIUM_PATH or /usr/bin/chromium. */
  chromiumPath: string;
  /** Whether CHROMIUM_PATH was set. */
  pathFromEnv: boolean;
  chromiumExists: boolean;
  /** Whether apt-get is on the PATH. */
  aptGet: boolean;
}

export type ChromiumPlan =
  | { action: 'ready'; path: string }
  | { action: 'install'; path: string; steps: [string, string[]][]; env: Record<string, string> }
  | { action: 'skip'; path: string; reason: string; how: string };

export function chromiumPlan(facts: ChromiumFacts): ChromiumPlan;
export function readChromiumFacts(env?: Record<string, string | undefined>): ChromiumFacts;
export function ensureChromium(opts?: {
  env?: Record<string, string | undefined>;
  log?: (m: string) => void;
  facts?: ChromiumFacts;
}): { ok: true } | { ok: false; line: string };
