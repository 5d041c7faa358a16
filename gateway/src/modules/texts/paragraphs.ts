/**
 * The texts written as a JSON list of `{ title, text }` paragraphs (`utility-api/README.md`, text formats): the
 * legal terms (2), the privacy policy (113) and the contact locations (94).
 */
export interface Paragraph {
  title: string;
  /** `001 §3`: a legal text's title may be `{ mainTitle, subtitle }`; the subtitle goes under the heading. */
  subtitle: string | null;
  text: string;
}

const stringOr = <T>(value: unknown, otherwise: T): string | T => (typeof value === 'string' ? value : otherwise);

/** A paragraph's heading: a string, or (`001 §3`) `{ mainTitle, subtitle }`, both optional. */
function headingOf(title: unknown): Pick<Paragraph, 'title' | 'subtitle'> {
  if (typeof title === 'object' && title !== null) {
    const { mainTitle, subtitle } = title as Record<string, unknown>;
    return { title: stringOr(mainTitle, ''), subtitle: stringOr(subtitle, null) || null };
  }
  return { title: stringOr(title, ''), subtitle: null };
}

/** Every item of a JSON-list text as a paragraph (a heading alone keeps an empty text), or null when the text is no JSON list. */
function paragraphItems(value: string): Paragraph[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, text } = item as Record<string, unknown>;
    return [{ ...headingOf(title), text: stringOr(text, '') }];
  });
}

/**
 * The paragraphs with a text of a JSON-list text, or null when the text is missing, not JSON, not a list, or
 * has no paragraph with a text: such a text is not "valid" in the sense of `000 §2` (privacy policy).
 */
export function parseParagraphs(value: string | null | undefined): Paragraph[] | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const paragraphs = (paragraphItems(value) ?? []).filter((paragraph) => paragraph.text.trim() !== '');
  return paragraphs.length > 0 ? paragraphs : null;
}

/**
 * The legal terms (text id 2) paragraph by paragraph, a heading without a text kept (it may be the text's
 * title). A text that is not such a list is shown whole as one untitled paragraph rather than lost.
 */
export function legalParagraphs(value: string | null): Paragraph[] {
  if (value === null || value.trim() === '') return [];
  return paragraphItems(value) ?? [{ title: '', subtitle: null, text: value }];
}
