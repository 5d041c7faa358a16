import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { legalParagraphs } from '../texts/paragraphs.ts';
import { getPortalLicenceAgreement, getPortalLicenceAgreementHash } from './legalTermsApi.ts';

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
    return { hash: hash ?? '', language, paragraphs: legalParagraphs(text) };
  });
};

export const legalTermsResolvers: Resolvers = { Query: { legalTerms } };
