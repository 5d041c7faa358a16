/**
 * A minimal browser for single sign-on tests: a cookie jar per origin (names only, which is enough for
 * one flow at a time) and manual redirects, so that each hop can be looked at or replayed.
 */
export interface Hop {
  url: string;
  status: number;
  location: string | undefined;
  body: string;
}

export class SsoTestBrowser {
  readonly jar = new Map<string, Map<string, string>>();

  cookieHeader(url: string): string {
    const cookies = this.jar.get(new URL(url).origin) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(url: string, setCookies: string[]): void {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1).trim());
    }
    this.jar.set(origin, cookies);
  }

  /** One request, no redirect followed. */
  async request(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Hop> {
    const headers: Record<string, string> = { cookie: this.cookieHeader(url), ...init.headers };
    if (init.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form === undefined ? 'GET' : 'POST'),
      headers,
      body: init.form === undefined ? undefined : new URLSearchParams(init.form).toString(),
      redirect: 'manual',
    });
    this.store(url, response.headers.getSetCookie());
    const location = response.headers.get('location');
    return { url, status: response.status, location: location === null ? undefined : new URL(location, url).toString(), body: await response.text() };
  }

  /** Follows redirects until a page answers or `stop` says so; returns every hop. */
  async follow(url: string, init: Parameters<SsoTestBrowser['request']>[1] = {}, stop: (hop: Hop) => boolean = () => false): Promise<Hop[]> {
    const hops = [await this.request(url, init)];
    for (let last = hops[0]; last?.location !== undefined && !stop(last) && hops.length < 20; last = hops.at(-1)) {
      hops.push(await this.request(last.location));
    }
    return hops;
  }
}
