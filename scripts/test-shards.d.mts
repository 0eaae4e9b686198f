// Types of scripts/test-shards.mjs (plain JavaScript: scripts/test.mjs runs it before anything is installed).

export const FINAL_DIR: string;
export function globToRegExp(glob: string): RegExp;
export function expandSpecs(root: string, specs: string[]): string[];
export function isFinal(file: string): boolean;
export function readTimes(file: string): Record<string, number>;
export function writeTimes(file: string, perFileMs: Record<string, number>): void;
export interface Shard {
  files: string[];
  /** The recorded seconds of its files. */
  seconds: number;
}
export function deal(files: string[], count: number, times?: Record<string, number>): Shard[];
