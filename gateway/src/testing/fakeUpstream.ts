import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake utility API misbehaves (issue "The gateway in production", fault injection):
 * `welcome` answers the welcome message as the real one would, `held` the same once the test calls
 * `release` (a slow backend, as slow as the test needs); the others are failures seen in production:
 * a hung backend, reset connections, a 500, a proxy's HTML page, truncated JSON, JSON without the
 * status envelope.
 */
export type FakeBehaviour = 'welcome' | 'held' | 'hang' | 'reset' | 'error500' | 'html' | 'html502' | 'garbage' | 'noEnvelope';

export const FAKE_WELCOME_MESSAGE = 'Welcome from the fake utility API';

export interface FakeUpstream {
  url: string;
  behave(behaviour: FakeBehaviour): void;
  /** Answers `path` with `body` (status 200) whatever the behaviour, until the next `reset`. */
  answer(path: string, body: unknown): void;
  /** Never answers `path` (one hung part of the upstream) unless `answer` was told otherwise, until the next `reset`. */
  hang(path: string): void;
  /** Resolves with the lower-cased path of the next request once it has arrived. */
  nextRequest(): Promise<string>;
  /** Answers the requests `held` so far with the welcome message. */
  release(): void;
  /** Requests received since the last reset, by lower-cased path. */
  hits(path: string): number;
  /** The `x-request-id` of each request since the last reset. */
  requestIds(): string[];
  reset(): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}

const welcome = (res: ServerResponse) =>
  send(res, 200, 'application/json', JSON.stringify({ status: 0, text: '', settings: { message: FAKE_WELCOME_MESSAGE } }));

const ANSWERS: Record<Exclude<FakeBehaviour, 'hang' | 'reset' | 'held'>, (res: ServerResponse) => void> = {
  welcome,
  error500: (res) => send(res, 500, 'application/json', JSON.stringify({ status: 1, text: 'internal error' })),
  html: (res) => send(res, 200, 'text/html', '<!doctype html><html><body><h1>Please sign in to the proxy</h1></body></html>'),
  html502: (res) => send(res, 502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>'),
  garbage: (res) => send(res, 200, 'application/json', '{"status": 0, "settings": {"mess'),
  noEnvelope: (res) => send(res, 200, 'application/json', JSON.stringify([{ message: 'no status here' }])),
};

export async function startFakeUpstream(initial: FakeBehaviour): Promise<FakeUpstream> {
  let behaviour = initial;
  let hits: string[] = [];
  let requestIds: string[] = [];
  let answers = new Map<string, string>();
  let hung = new Set<string>();
  let arrivals: Array<(path: string) => void> = [];
  let held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake.invalid').pathname.toLowerCase();
    hits.push(path);
    requestIds.push(String(req.headers['x-request-id']));
    for (const arrived of arrivals) arrived(path);
    arrivals = [];
    req.resume();
    const canned = answers.get(path);
    if (canned !== undefined) return send(res, 200, 'application/json', canned);
    if (behaviour === 'hang' || hung.has(path)) return;
    if (behaviour === 'held') return void held.push(res);
    if (behaviour === 'reset') return void req.socket.destroy();
    ANSWERS[behaviour](res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    behave: (next) => {
      behaviour = next;
    },
    answer: (path, body) => {
      answers.set(path.toLowerCase(), JSON.stringify(body));
    },
    hang: (path) => {
      hung.add(path.toLowerCase());
    },
    nextRequest: () => new Promise((resolve) => arrivals.push(resolve)),
    release: () => {
      for (const res of held) welcome(res);
      held = [];
    },
    hits: (path) => hits.filter((hit) => hit === path.toLowerCase()).length,
    requestIds: () => [...requestIds],
    reset: () => {
      hits = [];
      requestIds = [];
      answers = new Map();
      hung = new Set();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
