/** A help video of the help menu, from server text 51 (000 §7). */
export interface HelpVideo {
  name: string;
  url: string;
}

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads text 51, a JSON list of `{name, url}`. Anything else yields no videos, and only web addresses
 * are kept, so a mistyped setting cannot inject a `javascript:` link.
 */
export function parseHelpVideos(text: string | null | undefined): HelpVideo[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, url } = entry as Record<string, unknown>;
    return typeof name === 'string' && name.trim() !== '' && isWebAddress(url) ? [{ name: name.trim(), url }] : [];
  });
}
