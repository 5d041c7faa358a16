import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { safeReturnTo } from './returnTo.ts';

describe('single sign-on configuration', () => {
  it('is off without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('reads the provider and the client, with default scopes', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://id.utility.example', OIDC_CLIENT_ID: 'portal' }).oidc).toEqual({
      issuer: 'https://id.utility.example',
      clientId: 'portal',
      clientSecret: undefined,
      redirectUri: undefined,
      scopes: 'openid email profile',
      providerName: undefined,
    });
  });

  it('refuses an incomplete configuration', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.utility.example' })).toThrow('OIDC_CLIENT_ID is required');
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'portal' })).toThrow('OIDC_ISSUER must be a URL');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'p' }),
    ).toThrow('OIDC_REDIRECT_URI is required in production');
  });
});

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnTo('/applications?page=2#top')).toBe('/applications?page=2#top');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'employeeHome', '/login', '/auth/sso/start', '', null])(
    'drops %s',
    (value) => {
      expect(safeReturnTo(value)).toBeUndefined();
    },
  );
});
