import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/identityProvider.ts';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { fail, ok, STATUS_NOT_ACTIVATED } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeSchema, responses, string } from '../../http/schemas.ts';
import { setSessionCookie } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { ssoText } from './ssoTexts.ts';

/** Statuses of single sign-on (utility-api/README.md, Single sign-on); 40 and up stay clear of the sign-in statuses. */
const STATUS_SSO_NOT_CONFIGURED = 40;
const STATUS_SSO_TOKEN_REJECTED = 41;
const STATUS_SSO_UNKNOWN_ACCOUNT = 42;
const STATUS_SSO_EMPLOYEES_ONLY = 43;

interface Body {
  IdToken: string;
}

/**
 * `/account/LoginWithIdentityProvider`: sign-in with an OpenID Connect ID token of the configured
 * provider. The identity is the token's verified `email`, matched to a portal user; only employees
 * may sign in this way (customers keep their password and one-time code, 000 §2).
 */
export function loginWithIdentityProviderRoute(app: FastifyInstance, store: Store, verifier: IdTokenVerifier | undefined): void {
  app.post<{ Body: Body }>('/account/LoginWithIdentityProvider', {
    schema: {
      tags: ['Account'],
      operationId: 'accountLoginWithIdentityProvider',
      summary: 'Sign in with the identity provider (single sign-on)',
      description:
        'Checks an OpenID Connect ID token (signature by the provider\'s published keys, issuer, audience = the ' +
        'portal\'s client id, expiry; each token is accepted once) and sets the HttpOnly `UTILITY_SESSION` cookie for ' +
        'the employee whose email is the token\'s verified `email`. Failures: 40 single sign-on not configured, ' +
        '41 token invalid, expired or already used, 42 no portal user with that email, 43 not an employee, ' +
        '11 not activated.',
      body: {
        type: 'object',
        required: ['IdToken'],
        properties: { IdToken: string('The ID token (a signed JWT) the provider issued to the portal.') },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      if (verifier === undefined) return fail(STATUS_SSO_NOT_CONFIGURED, ssoText('notConfigured', lang));
      const check = await verifier.verify(request.body.IdToken);
      if (!check.ok) return fail(STATUS_SSO_TOKEN_REJECTED, ssoText('tokenRejected', lang));
      const { email, email_verified: verified } = check.claims;
      const known = typeof email === 'string' && email.includes('@') && verified === true;
      const user = known ? store.users.findByLogin(email) : undefined;
      if (user === undefined) return fail(STATUS_SSO_UNKNOWN_ACCOUNT, ssoText('unknownAccount', lang));
      if (user.role !== ROLE_EMPLOYEE) return fail(STATUS_SSO_EMPLOYEES_ONLY, ssoText('employeesOnly', lang));
      if (user.active !== 1) return fail(STATUS_NOT_ACTIVATED, ssoText('notActivated', lang));
      // As /account/Login: a fresh session id (no fixation), the anonymous session's language carries over.
      const previous = request.utilitySession;
      if (previous) store.sessions.delete(previous.id);
      const session = store.sessions.create(user.id, previous?.language ?? user.language);
      setSessionCookie(reply, session.id);
      return ok();
    },
  });
}
