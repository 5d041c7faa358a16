/** One `{ title, text }` paragraph of texts 113 and 94 (`utility-api/README.md`, text formats). */
export interface Paragraph {
  title: string;
  text: string;
}

/**
 * The paragraphs of a JSON-list text, or null when the text is missing, not JSON, not a list, or has no
 * paragraph with a text: such a text is not "valid" in the sense of `000 §2` (privacy policy).
 */
export function parseParagraphs(value: string | null | undefined): Paragraph[] | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const paragraphs = parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, text } = item as Record<string, unknown>;
    return typeof text === 'string' && text.trim() !== '' ? [{ title: typeof title === 'string' ? title : '', text }] : [];
  });
  return paragraphs.length > 0 ? paragraphs : null;
}
