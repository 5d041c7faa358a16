import type { UpstreamClient } from '../../upstream/client.ts';

/** Statuses of `/account/LoginWithIdentityProvider` (utility-api/README.md, Single sign-on). */
export const SSO_STATUS = { notConfigured: 40, tokenRejected: 41, unknownAccount: 42, employeesOnly: 43 } as const;

/**
 * `/account/LoginWithIdentityProvider`: the utility checks the provider's ID token itself (signature,
 * issuer, audience, expiry, one use) and, on success, sets its session cookie on the client.
 */
export async function loginWithIdentityProvider(upstream: UpstreamClient, idToken: string): Promise<void> {
  await upstream.post('/account/LoginWithIdentityProvider', { IdToken: idToken });
}
