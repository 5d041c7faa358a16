import type { FastifyInstance } from 'fastify';
import { createIdTokenVerifier, type IdentityProviderOptions } from '../../auth/identityProvider.ts';
import type { Store } from '../../store/store.ts';
import { loginWithIdentityProviderRoute } from './loginWithIdentityProvider.ts';

/** Single sign-on with OpenID Connect (utility-api/README.md, Single sign-on); unconfigured, the call answers 40. */
export function ssoRoutes(app: FastifyInstance, store: Store, identityProvider: IdentityProviderOptions | undefined): void {
  const verifier = identityProvider === undefined ? undefined : createIdTokenVerifier(identityProvider, store.clock);
  loginWithIdentityProviderRoute(app, store, verifier);
}
