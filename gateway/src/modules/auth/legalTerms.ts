import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getPortalLicenceAgreement, getPortalLicenceAgreementHash } from './legalTermsApi.ts';

interface LegalParagraph {
  title: string;
  subtitle: string | null;
  text: string;
}

const stringOr = <T>(value: unknown, otherwise: T): string | T => (typeof value === 'string' ? value : otherwise);

/** A paragraph's heading: a string, or (`001 §3`) `{ mainTitle, subtitle }`, both optional. */
function headingOf(title: unknown): Pick<LegalParagraph, 'title' | 'subtitle'> {
  if (typeof title === 'object' && title !== null) {
    const { mainTitle, subtitle } = title as Record<string, unknown>;
    return { title: stringOr(mainTitle, ''), subtitle: stringOr(subtitle, null) || null };
  }
  return { title: stringOr(title, ''), subtitle: null };
}

/**
 * Text id 2 is a JSON list of `{ title, text }` paragraphs (`utility-api/README.md`, text formats).
 * A text that is not such a list is shown whole as one untitled paragraph rather than lost.
 */
function paragraphsOf(value: string | null): LegalParagraph[] {
  if (value === null || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) {
      return parsed.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const { title, text } = item as Record<string, unknown>;
        return [{ ...headingOf(title), text: stringOr(text, '') }];
      });
    }
  } catch {
    // Plain text: kept below as one paragraph.
  }
  return [{ title: '', subtitle: null, text: value }];
}

/**
 * Both calls in parallel; the hash lets a client tell which version of the terms a user accepted. The
 * terms are the same for every viewer (the calls name their language; the utility API never reads the
 * session for them), so the terms (text and hash together) are kept in the shared cache (docs/architecture.md §3).
 */
const legalTerms: ResolverOf<'Query', 'legalTerms'> = (_, __, ctx) => {
  const { language } = ctx;
  return ctx.services.sharedCache.get(`legalTerms:${language}`, async () => {
    const [text, hash] = await Promise.all([
      getPortalLicenceAgreement(ctx.upstream, language),
      getPortalLicenceAgreementHash(ctx.upstream, language),
    ]);
    // With no terms stored the utility answers no hash (utility-api/openapi.json): no paragraphs and an empty hash,
    // rather than an error for a non-null field.
    return { hash: hash ?? '', language, paragraphs: paragraphsOf(text) };
  });
};

export const legalTermsResolvers: Resolvers = { Query: { legalTerms } };
