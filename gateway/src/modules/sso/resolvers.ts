import type { FieldResolver, NoArgs } from '../../schema/resolverTypes.ts';

interface SingleSignOnModel {
  enabled: boolean;
  providerName: string | null;
  startPath: string;
}

/** Path of the gateway's endpoint that starts a sign-on (gateway/src/http/ssoRoutes.ts). */
export const SSO_START_PATH = '/auth/sso/start';

const singleSignOn: FieldResolver<unknown, NoArgs, SingleSignOnModel> = (_, __, ctx) => {
  const oidc = ctx.services.config.oidc;
  return { enabled: oidc !== undefined, providerName: oidc?.providerName ?? null, startPath: SSO_START_PATH };
};

export const ssoResolvers = { Query: { singleSignOn } };
