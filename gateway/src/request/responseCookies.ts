import type { Plugin } from 'graphql-yoga';

/** Set-Cookie values that resolvers queue for the response of their request. */
export interface ResponseCookies {
  set(setCookie: string): void;
}

const pending = new WeakMap<Request, string[]>();

/** A collector bound to one request; the plugin below writes what was collected onto its response. */
export function responseCookiesFor(request: Request): ResponseCookies {
  return {
    set(setCookie) {
      const list = pending.get(request) ?? [];
      list.push(setCookie);
      pending.set(request, list);
    },
  };
}

/** The Set-Cookie values collected for a request, handed over once. */
export function takeResponseCookies(request: Request): string[] {
  const cookies = pending.get(request) ?? [];
  pending.delete(request);
  return cookies;
}

/** Yoga answers with its own Response object, so cookies set during execution are appended here. */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of takeResponseCookies(request)) response.headers.append('set-cookie', cookie);
    },
  };
}
