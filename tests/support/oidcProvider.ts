import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider (`oidc-provider`) standing in for the utility's identity provider in
 * development and tests (docs/sso.md). It knows a small directory of its own, signs people in at its
 * own login page (email and password) and grants the portal's `openid email profile` at once.
 */

/** Password of every account of the local provider: the demo password (utility-api/README.md). */
export const OIDC_DEMO_PASSWORD = 'Demo-2026!';
export const OIDC_CLIENT_ID = 'utility-portal';
export const OIDC_CLIENT_SECRET = 'local-provider-client-secret';

/**
 * The provider's directory: the demo employee and the demo customer exist at the utility too;
 * `newhire@demo.test` exists only at the provider (an employee the utility does not know yet).
 */
const DIRECTORY: Readonly<Record<string, { name: string }>> = {
  'staff@demo.test': { name: 'Demo Staff' },
  'maria@demo.test': { name: 'Maria Demo' },
  'newhire@demo.test': { name: 'New Hire' },
};

export interface LocalOidcProvider {
  /** The issuer (also the base URL), e.g. http://127.0.0.1:41234 */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface LocalOidcProviderOptions {
  port?: number;
  /** Lifetime of issued ID tokens in seconds (default 300). */
  idTokenTtlSeconds?: number;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loginPage(uid: string, error: string | undefined, login = ''): string {
  const alert = error === undefined ? '' : `<p role="alert" class="error">${escapeHtml(error)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Utility identity provider — sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#111}
label{display:block;margin-block:.75rem .25rem}input{inline-size:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-block-start:1rem;margin-inline-end:.5rem;padding:.5rem 1rem;font-size:1rem}.error{color:#a40000}</style></head>
<body><main><h1>Utility identity provider</h1>${alert}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Work email</label><input id="login" name="login" type="email" autocomplete="username" required value="${escapeHtml(login)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** Signs the account in and grants the requested OIDC scopes in one go (no separate consent page). */
async function finishLogin(provider: Provider, req: IncomingMessage, res: ServerResponse, accountId: string): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const clientId = String(details.params['client_id']);
  const grant = details.grantId === undefined ? new provider.Grant({ accountId, clientId }) : await provider.Grant.find(details.grantId);
  if (grant === undefined) throw new Error('grant not found');
  grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
  const [uid = '', action] = path;
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET' && action === undefined) {
    const accountId = details.session?.accountId;
    if (details.prompt.name !== 'login' && accountId !== undefined) return finishLogin(provider, req, res, accountId);
    return sendHtml(res, 200, loginPage(uid, undefined));
  }
  if (req.method === 'POST' && action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
  }
  if (req.method === 'POST' && action === 'login') {
    const form = await formBody(req);
    const login = (form.get('login') ?? '').trim().toLowerCase();
    if (DIRECTORY[login] === undefined || form.get('password') !== OIDC_DEMO_PASSWORD) {
      return sendHtml(res, 200, loginPage(uid, 'Wrong email or password.', login));
    }
    return finishLogin(provider, req, res, login);
  }
  sendHtml(res, 404, '<!doctype html><title>Not found</title><p>Not found</p>');
}

export async function startLocalOidcProvider(options: LocalOidcProviderOptions = {}): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        // A native client on loopback: any port of this redirect URI is accepted (RFC 8252 §7.3), so the
        // portal may run on an ephemeral port.
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/auth/sso/callback'],
        post_logout_redirect_uris: ['http://127.0.0.1/login'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local-1' }] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like most providers in practice, the ID token itself carries the scopes' claims (the email the utility matches).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 300, AccessToken: 300, Interaction: 600, Session: 3600, Grant: 3600 },
    interactions: { url: (_ctx, interactionState) => `/interaction/${interactionState.uid}` },
    findAccount: (_ctx, sub) => {
      const person = DIRECTORY[sub];
      if (person === undefined) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: sub, email_verified: true, name: person.name }) };
    },
  });
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname.split('/').filter((part) => part !== '');
    if (path[0] !== 'interaction') return void callback(req, res);
    interaction(provider, req, res, path.slice(1)).catch((error: unknown) => {
      if (!res.headersSent) sendHtml(res, 400, `<!doctype html><title>Sign-in failed</title><p role="alert">${escapeHtml(String(error))}</p>`);
    });
  });
  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
