import type { GraphQLAnswer } from './browser.ts';

/** An HTTP answer of `/graphql` with the headers integrators look at. */
export interface HttpAnswer extends GraphQLAnswer {
  headers: Headers;
}

/** POSTs one GraphQL request to a gateway listening on `baseUrl`, over real HTTP. */
export async function postGraphQL(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return postBody(baseUrl, { query, variables }, headers);
}

/** Any request body: a persisted `documentId` instead of `query`. */
export async function postBody(baseUrl: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    body: (await response.json()) as GraphQLAnswer['body'],
  };
}

/** The `name=value` part of a Set-Cookie, to send back as a Cookie header. */
export function cookiePair(setCookies: string[], name: string): string {
  const found = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (found === undefined) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies)}`);
  return found.split(';')[0] ?? '';
}
