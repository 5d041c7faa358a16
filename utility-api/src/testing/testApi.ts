import type { FastifyInstance } from 'fastify';
import { buildUtilityApi, type UtilityApiOptions } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demoUsers.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Record<string, unknown>;
}

/** A fresh in-memory API with the dev endpoints, as the other parts' tests use it. */
export function buildTestApi(options: Partial<UtilityApiOptions> = {}): Promise<FastifyInstance> {
  return buildUtilityApi({ dbFile: ':memory:', devEndpoints: true, ...options });
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
