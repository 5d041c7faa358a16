import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { loadOrganisation } from '../settings/sharedSettings.ts';
import { parseParagraphs } from '../texts/paragraphs.ts';
import { TEXT_ID_CONTACT_LOCATIONS, TEXT_ID_PRIVACY_POLICY } from './textIds.ts';
import { textLoader } from '../texts/textLoader.ts';

/** `000 §2`: the policy exists only while the organisation enables it and its text is valid. */
export const privacyPolicy: ResolverOf<'Query', 'privacyPolicy'> = async (_, __, ctx) => {
  const [organisation, text] = await Promise.all([loadOrganisation(ctx), textLoader(ctx).load(TEXT_ID_PRIVACY_POLICY)]);
  if (!organisation.enablePrivacyPolicy) return null;
  const paragraphs = parseParagraphs(text);
  return paragraphs === null ? null : { language: ctx.language, paragraphs };
};

/** Text 94 shares the batched texts call with the rest of the support page's texts (docs/architecture.md §3). */
export const contactLocations: ResolverOf<'Query', 'contactLocations'> = async (_, __, ctx) =>
  parseParagraphs(await textLoader(ctx).load(TEXT_ID_CONTACT_LOCATIONS)) ?? [];
