import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import { buildTestApi, post, sessionCookieOf } from '../../testing/testApi.ts';

const AUDIENCE = 'utility-portal';

/** A stand-in provider: discovery and keys only, tokens are signed here with its key (or another). */
let issuer: string;
let server: Server;
let providerKey: CryptoKey;
let strangerKey: CryptoKey;
let app: FastifyInstance;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await buildTestApi({ identityProvider: { issuer, audience: AUDIENCE } });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

async function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresIn?: string; iss?: string; aud?: string } = {}) {
  return new SignJWT({ email: DEMO_EMPLOYEE_EMAIL, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? AUDIENCE)
    .setSubject('employee-1')
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? providerKey);
}

const signIn = (IdToken: string) => post(app, '/account/LoginWithIdentityProvider', { IdToken }, { 'accept-language': 'en' });

describe('/account/LoginWithIdentityProvider', () => {
  it('signs the employee of a valid ID token in with a session cookie', async () => {
    const answer = await signIn(await idToken());
    expect(answer.body).toEqual({ status: 0, text: '' });
    const status = await post(app, '/account/GetProfileStatus', {}, { cookie: sessionCookieOf(answer) });
    expect(status.body.userEmail).toBe(DEMO_EMPLOYEE_EMAIL);
  });

  it('accepts each token once', async () => {
    const token = await idToken();
    expect((await signIn(token)).body.status).toBe(0);
    expect((await signIn(token)).body).toEqual({
      status: 41,
      text: 'The sign-in from the identity provider is not valid or was already used.',
    });
  });

  it.each([
    ['signed with another key', () => idToken({}, { key: strangerKey })],
    ['of another issuer', () => idToken({}, { iss: 'https://elsewhere.example' })],
    ['for another client', () => idToken({}, { aud: 'someone-else' })],
    ['expired', () => idToken({}, { expiresIn: '-5m' })],
    ['not a token at all', async () => 'not.a.jwt'],
  ])('refuses a token %s with status 41 and no session', async (_, make) => {
    const answer = await signIn(await make());
    expect(answer.body.status).toBe(41);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('needs a verified email of a known portal user (status 42)', async () => {
    expect((await signIn(await idToken({ email: 'nobody@demo.test' }))).body.status).toBe(42);
    expect((await signIn(await idToken({ email_verified: false }))).body.status).toBe(42);
  });

  it('is for employees only (status 43)', async () => {
    const answer = await signIn(await idToken({ email: DEMO_CUSTOMER_EMAIL }));
    expect(answer.body).toEqual({
      status: 43,
      text: 'Single sign-on is for employees. Please sign in with your email and password.',
    });
  });

  it('answers 40 where no identity provider is configured', async () => {
    const unconfigured = await buildTestApi();
    const answer = await post(unconfigured, '/account/LoginWithIdentityProvider', { IdToken: await idToken() });
    expect(answer.body.status).toBe(40);
    await unconfigured.close();
  });
});
