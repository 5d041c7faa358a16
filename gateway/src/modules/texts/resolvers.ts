import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getAccountExampleImage, getPortalWelcomeMessage, isExistingLocalizedFile } from './api.ts';
import { LOCALIZED_FILES, localizedFileUrl } from './localizedFiles.ts';
import { textLoader } from './textLoader.ts';

const texts: ResolverOf<'Query', 'texts'> = async (_, { ids }, ctx) => {
  const values = await textLoader(ctx).loadMany(ids);
  return ids.map((id, index) => {
    const value = values[index];
    if (value instanceof Error) throw value;
    return { textId: id, text: value ?? null };
  });
};

// The welcome message, the guides and the example image are the same for every viewer (the calls name
// their language; the utility API never reads the session for them), so they are kept with the settings.
const welcomeMessage: ResolverOf<'Query', 'welcomeMessage'> = (_, __, ctx) =>
  ctx.services.sharedCache.get(`welcomeMessage:${ctx.language}`, () => getPortalWelcomeMessage(ctx.upstream, ctx.language));

const localizedFile: ResolverOf<'Query', 'localizedFile'> = async (
  _,
  { kind },
  ctx,
) => {
  const exists = await ctx.services.sharedCache.get(`localizedFile:${kind}:${ctx.language}`, () =>
    isExistingLocalizedFile(ctx.upstream, LOCALIZED_FILES[kind].value, ctx.language),
  );
  return { kind, exists, downloadUrl: exists ? localizedFileUrl(kind) : null };
};

const accountExampleImage: ResolverOf<'Query', 'accountExampleImage'> = (_, { highlight }, ctx) => {
  const part = highlight === 'INVOICE_NUMBER' ? 'invoice' : 'account';
  return ctx.services.sharedCache.get(`accountExampleImage:${part}`, () => getAccountExampleImage(ctx.upstream, part));
};

export const textsResolvers: Resolvers = {
  Query: { texts, welcomeMessage, localizedFile, accountExampleImage },
};
