import type { GatewayYoga } from '../yoga.ts';

export interface GraphQLAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  /** The raw Set-Cookie values of the response. */
  setCookies: string[];
}

/**
 * A browser (or API client) talking to the gateway in process through `yoga.fetch`: it keeps the
 * cookies the gateway sets, as a browser would, and can send extra headers such as Authorization.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly headers: Record<string, string>;
  readonly #yoga: GatewayYoga;

  constructor(yoga: GatewayYoga, headers: Record<string, string> = {}) {
    this.#yoga = yoga;
    this.headers = headers;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> {
    return this.send({ query, variables });
  }

  /** Any request body: a persisted `documentId` instead of `query`, or `extensions`. */
  async send(body: Record<string, unknown>): Promise<GraphQLAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...this.headers };
    if (this.cookies.size > 0) headers['cookie'] = this.cookieHeader();
    const response = await this.#yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const setCookie of setCookies) this.#remember(setCookie);
    return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'], setCookies };
  }

  #remember(setCookie: string): void {
    const [pair = ''] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    if (value === '' || /;\s*max-age=0/i.test(setCookie)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
