import { rebindViewer } from '../../context.ts';
import { message } from '../../i18n/messages.ts';
import { isSupportedLanguage } from '../../request/language.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { updateViewerSession } from '../../session/viewerSession.ts';
import { userError } from '../../userErrors.ts';
import { VIEWER } from '../auth/viewer.ts';
import { setUpstreamLanguage } from './api.ts';
import { languageCookie } from './languageCookie.ts';

/**
 * Switches the portal language: a cookie for this browser and, for a signed-in user, the upstream
 * session (and profile when asked). A visitor has no upstream session to tell. The rest of the
 * response, the payload's viewer included, is in the new language.
 */
const setLanguage: ResolverOf<'Mutation', 'setLanguage'> = async (
  _,
  { input },
  ctx,
) => {
  const code = input.languageCode.trim().toLowerCase();
  if (!isSupportedLanguage(code)) {
    return {
      viewer: VIEWER,
      userErrors: [userError('UNSUPPORTED_LANGUAGE', message('unsupportedLanguage', ctx.language), 'languageCode')],
    };
  }
  if (ctx.session !== undefined) {
    await setUpstreamLanguage(ctx.upstream, code, input.updateProfile !== false);
    await updateViewerSession(ctx, { ...ctx.session.data, language: code });
  }
  ctx.responseCookies.set(languageCookie(code, ctx.services.config.production));
  rebindViewer(ctx, { session: ctx.session, language: code });
  return { viewer: VIEWER, userErrors: [] };
};

export const languageResolvers: Resolvers = {
  Mutation: { setLanguage },
};
