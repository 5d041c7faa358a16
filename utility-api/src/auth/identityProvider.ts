import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The identity provider whose ID tokens this API accepts as sign-in (utility-api/README.md, Single
 * sign-on). The API checks every token itself against the provider's published keys, so that whoever
 * calls `/account/LoginWithIdentityProvider` (the gateway) cannot mint sessions on its own.
 */
export interface IdentityProviderOptions {
  /** Issuer URL exactly as it appears in the tokens' `iss`. */
  issuer: string;
  /** The portal's client id at the provider: the tokens' `aud`. */
  audience: string;
}

/** The same variables as the gateway's (README, Configuration): the embedded API trusts the gateway's provider. */
export function identityProviderFromEnv(env: NodeJS.ProcessEnv): IdentityProviderOptions | undefined {
  const issuer = env['OIDC_ISSUER']?.trim();
  const audience = env['OIDC_CLIENT_ID']?.trim();
  return issuer && audience ? { issuer, audience } : undefined;
}

type IdTokenCheck = { ok: true; claims: JWTPayload } | { ok: false; reason: 'invalid' | 'replayed' };

export interface IdTokenVerifier {
  verify(idToken: string): Promise<IdTokenCheck>;
}

/** Asymmetric algorithms only: a shared-secret (HS*) token could be made by anyone who holds the client secret. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
/** Tolerated clock difference with the provider. */
const CLOCK_TOLERANCE_SECONDS = 30;

async function jwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`identity provider discovery answered HTTP ${response.status}`);
  const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
  if (metadata.issuer !== issuer || typeof metadata.jwks_uri !== 'string') {
    throw new Error('identity provider discovery does not match the configured issuer');
  }
  return new URL(metadata.jwks_uri);
}

/**
 * Checks signature (provider keys, fetched and cached by jose), issuer, audience, expiry and issue
 * time, and accepts each token once: a token seen before is a replay, even while it is still valid.
 */
export function createIdTokenVerifier(options: IdentityProviderOptions, clock: () => Date = () => new Date()): IdTokenVerifier {
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const used = new Map<string, number>();
  return {
    async verify(idToken) {
      // A failed discovery is tried again at the next sign-in rather than remembered.
      keys ??= jwksUri(options.issuer).then(
        (uri) => createRemoteJWKSet(uri),
        (error: unknown) => {
          keys = undefined;
          throw error;
        },
      );
      const jwks = await keys;
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: clock(),
        }));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const nowSeconds = clock().getTime() / 1000;
      for (const [hash, expires] of used) if (expires < nowSeconds - CLOCK_TOLERANCE_SECONDS) used.delete(hash);
      const hash = createHash('sha256').update(idToken).digest('base64url');
      if (used.has(hash)) return { ok: false, reason: 'replayed' };
      used.set(hash, claims.exp ?? nowSeconds);
      return { ok: true, claims };
    },
  };
}
