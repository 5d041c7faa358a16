import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

/** One result of a subscription as a client sees it. */
export interface StreamResult {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** An open subscription: its results in order, and how to end it. */
export interface OpenStream {
  /** The next result, or `'complete'` once the server ended the stream. */
  next(timeoutMs?: number): Promise<StreamResult | 'complete'>;
  close(): void;
}

/**
 * How long a test waits for a result it expects: long enough for a busy machine, short of the test's
 * own limit (vitest.config.ts) so that a missing result fails with this message, not a timeout.
 */
const RESULT_WAIT_MS = 10_000;

/** Results pushed by a transport, read one at a time by the test. */
function queue(): { push(value: StreamResult | 'complete'): void; next(timeoutMs?: number): Promise<StreamResult | 'complete'> } {
  const values: Array<StreamResult | 'complete'> = [];
  const waiting: Array<(value: StreamResult | 'complete') => void> = [];
  return {
    push(value) {
      const waiter = waiting.shift();
      if (waiter === undefined) values.push(value);
      else waiter(value);
    },
    next(timeoutMs = RESULT_WAIT_MS) {
      const value = values.shift();
      if (value !== undefined) return Promise.resolve(value);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no stream result within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((next) => {
          clearTimeout(timer);
          resolve(next);
        });
      });
    },
  };
}

/** The operation's text, or the persisted id the client sends instead (`persisted-documents.json`). */
export type Operation = string | { documentId: string };

const bodyOf = (operation: Operation) => (typeof operation === 'string' ? { query: operation } : { query: '', ...operation });

/** A subscription over Server-Sent Events, as a browser's fetch would open it (Yoga's SSE, "distinct connections" mode). */
export function subscribeSse(gatewayUrl: string, cookie: string, operation: Operation): OpenStream {
  const results = queue();
  const abort = new AbortController();
  void (async () => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      body: JSON.stringify(bodyOf(operation)),
      signal: abort.signal,
    });
    if (response.body === null) throw new Error(`no event stream: HTTP ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(event)?.[1];
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (type === 'complete') results.push('complete');
        else if (data !== undefined && data !== '') results.push(JSON.parse(data) as StreamResult);
      }
    }
    results.push('complete');
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) results.push({ errors: [{ message: String(error) }] });
  });
  return { next: results.next, close: () => abort.abort() };
}

/** A subscription over WebSocket (`graphql-transport-ws`), with the browser's cookie on the upgrade. */
export function subscribeWebSocket(gatewayUrl: string, cookie: string, operation: Operation): OpenStream {
  const results = queue();
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
  const unsubscribe = client.subscribe(
    bodyOf(operation),
    {
      next: (value) => results.push(value as StreamResult),
      error: (error: unknown) => results.push({ errors: Array.isArray(error) ? (error as StreamResult['errors']) : [{ message: String(error) }] }),
      complete: () => results.push('complete'),
    },
  );
  return {
    next: results.next,
    close() {
      unsubscribe();
      void client.dispose();
    },
  };
}
