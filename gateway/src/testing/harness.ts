import type { UtilityApiOptions } from '../../../utility-api/src/server.ts';
import { startTestApi } from '../../../utility-api/src/testing/testApi.ts';
import { loadConfig } from '../config.ts';
import type { GatewayRuntimeConfig } from '../context.ts';
import { createGateway, startGateway, type Gateway, type GatewayOptions, type RunningGateway } from '../server.ts';
import { TestBrowser } from './browser.ts';
import { startCountingProxy, type CountingProxy } from './countingProxy.ts';

/** Password of every demo login (`utility-api/README.md`, Demo data). */
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_LOGINS = { maria: 'maria@demo.test', mobile: '99123456', staff: 'staff@demo.test', field: 'field@demo.test' } as const;

export interface Harness {
  gateway: Gateway;
  config: GatewayRuntimeConfig;
  /** Upstream calls made through the gateway, by path. */
  upstream: CountingProxy;
  /** The utility API itself, for test set-up through its dev endpoints. */
  apiUrl: string;
  browser(headers?: Record<string, string>): TestBrowser;
  /** A browser signed in as a demo user (through the `login` mutation). */
  signedIn(login: string, headers?: Record<string, string>): Promise<TestBrowser>;
  /** Replaces the utility API with a fresh one (new database): every upstream session is gone. */
  restartUpstream(): Promise<void>;
  /** POSTs to a dev endpoint of the utility API (`utility-api/README.md`, Development-only endpoints). */
  dev(path: string, body?: object): Promise<void>;
  close(): Promise<void>;
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      userErrors { field code message }
      viewer { isAuthenticated language user { username role } }
    }
  }
`;

/** What a test may choose of the utility API it runs against (the application families it serves). */
export type HarnessApiOptions = Pick<Partial<UtilityApiOptions>, 'families'>;

/**
 * A real utility API on a fresh in-memory database, behind a counting proxy, and a gateway on it
 * (`options`: e.g. a fake clock for the caches; `apiOptions`: the API's own, kept across restarts).
 */
export async function startHarness(overrides: Partial<GatewayRuntimeConfig> = {}, options: GatewayOptions = {}, apiOptions: HarnessApiOptions = {}): Promise<Harness> {
  const startApi = () => startTestApi(apiOptions);
  let api = await startApi();
  const upstream = await startCountingProxy(api.url);
  const config: GatewayRuntimeConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    utilityApiUrl: upstream.url,
    ...overrides,
  };
  const gateway = createGateway(config, options);
  const browser = (headers: Record<string, string> = {}) => new TestBrowser(gateway.yoga, headers);
  return {
    gateway,
    config,
    upstream,
    get apiUrl() {
      return api.url;
    },
    browser,
    async signedIn(login, headers = {}) {
      const signedIn = browser(headers);
      const answer = await signedIn.graphql(LOGIN, { input: { email: login, password: DEMO_PASSWORD } });
      if (answer.body.errors !== undefined) throw new Error(`sign-in of ${login}: ${JSON.stringify(answer.body)}`);
      return signedIn;
    },
    async restartUpstream() {
      await api.close();
      api = await startApi();
      upstream.retarget(api.url);
    },
    async dev(path, body = {}) {
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    },
    async close() {
      await gateway.close();
      await upstream.close();
      await api.close();
    },
  };
}

export interface ServedHarness {
  harness: Harness;
  /** A second gateway on the harness's configuration, listening on 127.0.0.1 (a free port). */
  running: RunningGateway;
  /** Stops the listening gateway, then the harness. */
  close(): Promise<void>;
}

/**
 * A harness whose configuration is also served over real HTTP (with `serve` on top), for tests of the
 * wire: by Yoga (`startGateway`), or by another server of the same schema (`startApolloGateway`).
 */
export async function startServedHarness(
  serve: Partial<GatewayRuntimeConfig> = {},
  start: (config: GatewayRuntimeConfig) => Promise<RunningGateway> = startGateway,
  apiOptions: HarnessApiOptions = {},
): Promise<ServedHarness> {
  const harness = await startHarness({}, {}, apiOptions);
  const running = await start({ ...harness.config, port: 0, ...serve });
  return {
    harness,
    running,
    async close() {
      await running.close();
      await harness.close();
    },
  };
}
