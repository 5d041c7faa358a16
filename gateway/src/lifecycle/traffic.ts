import type { ServerResponse } from 'node:http';

/** A WebSocket connection, as far as counting it goes. */
interface Closable {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The responses in progress, in two groups: requests, which end by themselves, and event streams
 * (SSE), which end only when closed. Shutdown waits for the first and then closes the second.
 * WebSocket connections are counted beside them for the gauge; `realtime/webSocket.ts` closes them.
 */
export class Traffic {
  readonly #requests = new Set<ServerResponse>();
  readonly #streams = new Set<ServerResponse>();
  readonly #sockets = new Set<Closable>();
  readonly #waiters = new Set<() => void>();

  get requests(): number {
    return this.#requests.size;
  }

  get streams(): number {
    return this.#streams.size;
  }

  get sockets(): number {
    return this.#sockets.size;
  }

  /** A WebSocket connection opened; it counts until it closes. */
  openSocket(socket: Closable): void {
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }

  begin(res: ServerResponse): void {
    this.#requests.add(res);
    res.once('close', () => {
      this.#requests.delete(res);
      this.#streams.delete(res);
      this.#notify();
    });
  }

  /** A response turned out to be an event stream. */
  markStream(res: ServerResponse): void {
    if (this.#requests.delete(res)) this.#streams.add(res);
    this.#notify();
  }

  /** Resolves `true` once no request is in flight, or `false` after `timeoutMs`. */
  requestsDone(timeoutMs: number): Promise<boolean> {
    return this.#until(() => this.#requests.size === 0, timeoutMs);
  }

  /** Resolves `true` once no stream is open, or `false` after `timeoutMs`. */
  streamsDone(timeoutMs: number): Promise<boolean> {
    return this.#until(() => this.#streams.size === 0, timeoutMs);
  }

  #until(isDone: () => boolean, timeoutMs: number): Promise<boolean> {
    if (isDone()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (done: boolean) => {
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve(done);
      };
      const check = () => {
        if (isDone()) finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.#waiters.add(check);
    });
  }

  #notify(): void {
    for (const check of [...this.#waiters]) check();
  }
}
