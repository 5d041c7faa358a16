import type { FastifyInstance } from 'fastify';
import { buildUtilityApi, startUtilityApi, type UtilityApiOptions } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demoUsers.ts';
import { seededImage } from './seededDatabase.ts';
import { sharedCompilers } from './sharedCompilers.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Record<string, unknown>;
}

type TestApiOptions = Partial<UtilityApiOptions>;

/**
 * The options of a test API: dev endpoints on, a copy of the seeded database unless a file is given, and
 * schemas compiled once per worker.
 */
async function testOptions(options: TestApiOptions): Promise<UtilityApiOptions> {
  return {
    devEndpoints: true,
    schemaController: sharedCompilers,
    ...options,
    dbFile: options.dbFile ?? (await seededImage(options.seed, options.scale)),
  };
}

/** A fresh in-memory API with the dev endpoints, as the other parts' tests use it. */
export async function buildTestApi(options: TestApiOptions = {}): Promise<FastifyInstance> {
  return buildUtilityApi(await testOptions(options));
}

/** The same API listening on 127.0.0.1 (a free port), for the gateway's tests. */
export async function startTestApi(options: TestApiOptions = {}): ReturnType<typeof startUtilityApi> {
  return startUtilityApi({ port: 0, ...(await testOptions(options)) });
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await app.inject({ method: 'POST', url, payload, headers });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

/** The `name=value` part of the session cookie a response sets, for the next request's Cookie header. */
export function sessionCookieOf(answer: Pick<Answer, 'headers'>): string {
  const cookies = [answer.headers['set-cookie'] ?? []].flat().map(String);
  const session = cookies.find((cookie) => cookie.startsWith('UTILITY_SESSION='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0] ?? '';
}

export async function signIn(app: FastifyInstance, login: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await post(app, '/account/Login', { Email: login, Password: password });
  if (answer.body.status !== 0) throw new Error(`sign-in of ${login} failed: ${JSON.stringify(answer.body)}`);
  return sessionCookieOf(answer);
}
