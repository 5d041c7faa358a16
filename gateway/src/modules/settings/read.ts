/** A settings object as the upstream sent it; every reader below falls back on a wrong type. */
export type RawSettings = Record<string, unknown>;

export function asRecord(value: unknown): RawSettings | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawSettings) : undefined;
}

export function readBoolean(raw: RawSettings, key: string, fallback = false): boolean {
  const value = raw[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function readInt(raw: RawSettings, key: string, fallback: number): number {
  const value = raw[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/** A non-blank string, or null. */
export function readString(raw: RawSettings, key: string): string | null {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
