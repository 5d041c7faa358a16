import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';

/** Path of the gateway's endpoint that starts a sign-on (gateway/src/http/ssoRoutes.ts). */
const SSO_START_PATH = '/auth/sso/start';

const singleSignOn: ResolverOf<'Query', 'singleSignOn'> = (_, __, ctx) => {
  const oidc = ctx.services.config.oidc;
  return { enabled: oidc !== undefined, providerName: oidc?.providerName ?? null, startPath: SSO_START_PATH };
};

export const ssoResolvers: Resolvers = { Query: { singleSignOn } };
