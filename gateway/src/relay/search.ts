/** Hard cap of a picker's search (`first`), and its page size when only a text is given. */
export const SEARCH_MAX = 50;
const SEARCH_DEFAULT = 20;

/**
 * The upstream `Text` and page size of a picker's search: null page size when neither `text` nor `first`
 * is given (the caller's whole list, as before the search arguments existed).
 */
export function searchPage(args: { text?: string | null; first?: number | null }): { text: { Text?: string }; pageSize: number | null } {
  const text = args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {};
  if (args.first == null && !('Text' in text)) return { text, pageSize: null };
  return { text, pageSize: Math.min(Math.max(args.first ?? SEARCH_DEFAULT, 1), SEARCH_MAX) };
}
