import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import type { GatewayServices } from '../../context.ts';

const discovered = new WeakMap<GatewayServices, Promise<oidc.Configuration>>();

/** Plain HTTP is allowed only for a provider on this machine (the local provider of development and tests). */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

async function discover(config: OidcConfig, timeoutMs: number): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer);
  const clientAuth = config.clientSecret === undefined ? oidc.None() : oidc.ClientSecretPost(config.clientSecret);
  return oidc.discovery(issuer, config.clientId, undefined, clientAuth, {
    execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
    timeout: Math.ceil(timeoutMs / 1000),
  });
}

/**
 * The provider's metadata (`/.well-known/openid-configuration`), discovered once per gateway; a failed
 * discovery is forgotten so that the next sign-in tries again.
 */
export function oidcConfiguration(services: GatewayServices, config: OidcConfig): Promise<oidc.Configuration> {
  let found = discovered.get(services);
  if (found === undefined) {
    found = discover(config, services.config.upstreamTimeoutMs);
    discovered.set(services, found);
    found.catch(() => discovered.delete(services));
  }
  return found;
}
