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

  it('refuses malformed numbers and scales', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
    expect(() => loadConfig({ UTILITY_API_SCALE: 'huge' })).toThrow('UTILITY_API_SCALE must be "small" or "large"');
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_VARIABLES.map((variable) => variable.name)).toEqual([
      'PORT', 'HOST', 'UTILITY_API_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'NODE_ENV', 'SESSION_SECRET', 'SESSION_TTL_SECONDS',
      'UPSTREAM_TIMEOUT_MS', 'SETTINGS_CACHE_TTL_SECONDS', 'PROFILE_CACHE_TTL_MS', 'CLIENT_DIR', 'DATA_DIR', 'UTILITY_API_SEED',
      'UTILITY_API_SCALE', 'LOG_LEVEL', 'CORS_ORIGINS', 'GRAPHQL_INTROSPECTION', 'UPSTREAM_RETRIES',
      'UPSTREAM_CIRCUIT_FAILURES', 'UPSTREAM_CIRCUIT_COOLDOWN_MS', 'SHUTDOWN_DRAIN_MS',
      'AUTH_ATTEMPTS_PER_ADDRESS', 'AUTH_ATTEMPTS_PER_IDENTIFIER', 'TRUSTED_PROXIES',
      'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME', 'PERSISTED_DOCUMENTS_FILE', 'PERSISTED_DOCUMENTS_ONLY',
      'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'OIDC_SCOPES', 'OIDC_PROVIDER_NAME',
      'UNREAD_POLL_FIRST_MS', 'UNREAD_POLL_INTERVAL_MS',
    ]);
  });

  it('has every variable in the README configuration table (each listed with its default)', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const missing = CONFIG_VARIABLES.map((variable) => variable.name).filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
