import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SESSION_SECRET, loadConfig } from './config.ts';
import { CONFIG_VARIABLES } from './configVariables.ts';

const repo = resolve(import.meta.dirname, '..', '..');

describe('loadConfig', () => {
  it('defaults every setting for development', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      utilityApiUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'portal:',
      production: false,
      sessionSecret: DEVELOPMENT_SESSION_SECRET,
      sessionTtlSeconds: 28800,
      upstreamTimeoutMs: 10000,
      settingsCacheTtlSeconds: 60,
      profileCacheTtlMs: 10000,
      clientDir: join(repo, 'client', 'dist'),
      dataDir: join(repo, 'data'),
      seed: 1,
      scale: 'small',
      logLevel: 'info',
      corsOrigins: [],
      introspection: true,
      upstreamRetries: 2,
      upstreamCircuitFailures: 5,
      upstreamCircuitCooldownMs: 10000,
      upstreamFamilyConcurrency: 32,
      upstreamFamilyQueue: 512,
      upstreamFamilyQueueMs: 1000,
      shutdownDrainMs: 10000,
      authAttemptsPerAddress: 30,
      authAttemptsPerIdentifier: 10,
      trustedProxies: { hops: 0 },
      otelExporterEndpoint: undefined,
      otelServiceName: 'utility-portal-gateway',
      persistedDocumentsFile: join(repo, 'persisted-documents.json'),
      persistedDocumentsOnly: false,
      oidc: undefined,
      unreadPollFirstMs: 3000,
      unreadPollIntervalMs: 60000,
      recaptcha: {
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        secret: undefined,
        hostnames: [],
      },
      httpKeepAliveTimeoutMs: 5000,
      httpHeadersTimeoutMs: 10000,
      httpRequestTimeoutMs: 120000,
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
    });
  });

  it('reads the HTTP timeouts and where metrics are served', () => {
    expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000', HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '0' })).toMatchObject({
      httpKeepAliveTimeoutMs: 65000,
      httpHeadersTimeoutMs: 5000,
      httpRequestTimeoutMs: 0,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsToken: 'scrape-me',
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      UTILITY_API_URL: 'https://utility.example/api',
      UTILITY_API_SCALE: 'large',
      UPSTREAM_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 0,
      utilityApiUrl: 'https://utility.example/api',
      scale: 'large',
      upstreamTimeoutMs: 2500,
      logLevel: 'debug',
    });
  });

  it('refuses the default or a missing session secret in production', () => {
    const message = /SESSION_SECRET must be set/;
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET })).toThrow(message);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'long-random-value' })).toMatchObject({
      production: true,
      sessionSecret: 'long-random-value',
    });
  });

  it('reads the public address links are written on, refusing what is not one', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
    expect(loadConfig({ PUBLIC_URL: 'https://water.example/portal/' }).publicUrl).toBe('https://water.example/portal');
    for (const wrong of ['portal.example', 'javascript:alert(1)', 'https://portal.example/?next=x', 'https://user@portal.example']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL must be an address/);
    }
  });

  it('reads CORS origins and turns introspection off in production unless asked for', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example:8443' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS must list origins/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'long-random-value' };
    expect(loadConfig(production).introspection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: '0' }).introspection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow('GRAPHQL_INTROSPECTION must be 0 or 1');
  });

  it('accepts only persisted documents from browsers in production unless told otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'long-random-value' };
    expect(loadConfig(production).persistedDocumentsOnly).toBe(true);
    expect(loadConfig({ ...production, PERSISTED_DOCUMENTS_ONLY: '0' }).persistedDocumentsOnly).toBe(false);
    expect(loadConfig({ PERSISTED_DOCUMENTS_ONLY: '1' }).persistedDocumentsOnly).toBe(true);
    expect(loadConfig({ PERSISTED_DOCUMENTS_FILE: '/srv/portal/documents.json' }).persistedDocumentsFile).toBe('/srv/portal/documents.json');
  });

  it('reads the captcha provider', () => {
    expect(
      loadConfig({
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9000/recaptcha/api.js',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/recaptcha/api/siteverify',
        RECAPTCHA_HOSTNAMES: 'Portal.example, www.portal.example',
      }).recaptcha,
    ).toEqual({
      scriptUrl: 'http://127.0.0.1:9000/recaptcha/api.js',
      verifyUrl: 'http://127.0.0.1:9000/recaptcha/api/siteverify',
      secret: 'secret',
      hostnames: ['portal.example', 'www.portal.example'],
    });
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'siteverify' })).toThrow('RECAPTCHA_VERIFY_URL must be a URL');
  });

  it('refuses malformed numbers and scales', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
    expect(() => loadConfig({ UPSTREAM_FAMILY_CONCURRENCY: '0' })).toThrow('UPSTREAM_FAMILY_CONCURRENCY must be at least 1');
    expect(() => loadConfig({ UTILITY_API_SCALE: 'huge' })).toThrow('UTILITY_API_SCALE must be "small" or "large"');
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((variable) => variable.name)).toEqual([
      'PORT', 'HOST', 'PUBLIC_URL', 'UTILITY_API_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'NODE_ENV', 'SESSION_SECRET', 'SESSION_TTL_SECONDS',
      'UPSTREAM_TIMEOUT_MS', 'SETTINGS_CACHE_TTL_SECONDS', 'PROFILE_CACHE_TTL_MS', 'CLIENT_DIR', 'DATA_DIR', 'UTILITY_API_SEED',
      'UTILITY_API_SCALE', 'LOG_LEVEL', 'CORS_ORIGINS', 'GRAPHQL_INTROSPECTION', 'UPSTREAM_RETRIES',
      'UPSTREAM_CIRCUIT_FAILURES', 'UPSTREAM_CIRCUIT_COOLDOWN_MS', 'UPSTREAM_FAMILY_CONCURRENCY', 'UPSTREAM_FAMILY_QUEUE',
      'UPSTREAM_FAMILY_QUEUE_MS', 'SHUTDOWN_DRAIN_MS',
      'AUTH_ATTEMPTS_PER_ADDRESS', 'AUTH_ATTEMPTS_PER_IDENTIFIER', 'TRUSTED_PROXIES',
      'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'PERSISTED_DOCUMENTS_FILE', 'PERSISTED_DOCUMENTS_ONLY',
      'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'OIDC_SCOPES', 'OIDC_PROVIDER_NAME',
      'RECAPTCHA_SECRET', 'RECAPTCHA_SCRIPT_URL', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_HOSTNAMES',
      'UNREAD_POLL_FIRST_MS', 'UNREAD_POLL_INTERVAL_MS',
      'HTTP_KEEP_ALIVE_TIMEOUT_MS', 'HTTP_HEADERS_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS', 'METRICS_TOKEN', 'METRICS_PORT', 'METRICS_HOST',
    ]);
  });

  it('has every variable in the README configuration table (each listed with its default)', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const missing = CONFIG_VARIABLES.map((variable) => variable.name).filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
