import { Readable } from 'node:stream';
import { errors, util, type Dispatcher } from 'undici';
import { decodedBody } from './contentEncoding.ts';
import { answerTooLarge, textOf } from './responseBody.ts';

/** An answer's headers by lower-case name; a header the upstream sent more than once is a list. */
export type UpstreamHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

interface AnswerHead {
  status: number;
  headers: UpstreamHeaders;
  /** Every Set-Cookie header, one entry each (the upstream may set several cookies at once). */
  setCookies: string[];
}

/**
 * The upstream's answer: status and headers, and either the (decoded) body as a Node stream, or, for a call
 * that reads its answer whole (`WholeAnswer`) and whose answer came without a content coding, its text.
 */
export type UpstreamAnswer = AnswerHead & ({ body: Readable; text?: undefined } | { text: string; body?: undefined });

/** A call whose answer is read whole: its path (for the error) and the most bytes it may have. */
export interface WholeAnswer {
  path: string;
  limit: number;
}

/** The error `AbortSignal.timeout` raised under `fetch`: `failures.ts` maps its name to `timeout`. */
function timeoutError(): DOMException {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

type Abort = (error?: Error) => void;

/**
 * An answer's body as undici's parser delivers it: the parser pauses while the reader is behind and
 * resumes when it reads. Destroyed before its end, it aborts the call, which closes the connection:
 * nothing more of that answer is read, and the pool opens a fresh one for the next call.
 */
class AnswerBody extends Readable {
  readonly #resume: () => void;
  readonly #abort: Abort;

  constructor(resume: () => void, abort: Abort) {
    super();
    this.#resume = resume;
    this.#abort = abort;
  }

  override _read(): void {
    this.#resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Read to its end (every body is destroyed then), its call is over and its connection back in the pool.
    // The error is built only for a body dropped sooner: its stack trace cost ~13 µs of every call.
    if (!this.readableEnded) this.#abort(error ?? new errors.RequestAbortedError());
    callback(error);
  }
}

/**
 * One call on undici's dispatcher, settled as an `UpstreamAnswer` once the headers are in: what undici's
 * own `request()` does, with two differences the client relies on. One timer covers the whole exchange
 * (the body included, as the signal of `fetch` did), and abandons a call that has no connection yet.
 * And the body is `AnswerBody`: undici's fails with an error when destroyed without one, which the
 * client does to drop an answer (a 5xx, one over its size limit) with nothing listening for errors.
 * Written on the callbacks `request()` is built on (`onConnect`, `onHeaders`, …): the newer controller
 * interface wraps them in two more objects per call (measured 8 µs of CPU more per call on Node 22).
 * A call asked for whole (`WholeAnswer`, every JSON envelope) is settled once its answer has arrived, as
 * text, with no stream at all when the answer has no content coding: the stream, its events and the
 * reader's promise cost about 10 µs of CPU per call (bench/README.md).
 */
export class AnswerHandler implements Dispatcher.DispatchHandler {
  readonly #resolve: (answer: UpstreamAnswer) => void;
  readonly #reject: (error: Error) => void;
  readonly #timer: NodeJS.Timeout;
  #abort: Abort | undefined;
  #body: AnswerBody | undefined;
  /** Why the call was abandoned before it had a connection: it is aborted as soon as it gets one. */
  #failure: Error | undefined;
  readonly #whole: WholeAnswer | undefined;
  /** An answer being read whole (asked for whole, and sent without a content coding): its head and its chunks. */
  #reading: { head: AnswerHead; whole: WholeAnswer; chunks: Buffer[]; size: number } | undefined;
  /** The call's promise is settled: an answer read whole has been answered, or the call has failed. */
  #settled = false;

  constructor(resolve: (answer: UpstreamAnswer) => void, reject: (error: Error) => void, timeoutMs: number, whole?: WholeAnswer) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#whole = whole;
    this.#timer = setTimeout(() => this.#fail(timeoutError()), timeoutMs);
    this.#timer.unref();
  }

  #fail(error: Error): void {
    if (this.#body !== undefined) {
      this.#body.destroy(error);
      return;
    }
    if (this.#settled) return;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#failure = error;
    this.#abort?.(error);
    this.#reject(error);
  }

  onConnect(abort: Abort): void {
    if (this.#failure === undefined) this.#abort = abort;
    else abort(this.#failure);
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    // An interim answer (100 Continue): the final one follows on the same call.
    if (statusCode < 200) return true;
    const headers = util.parseHeaders(rawHeaders);
    const setCookie = headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : typeof setCookie === 'string' ? [setCookie] : setCookie;
    if (setCookie !== undefined) headers['set-cookie'] = setCookies;
    const coding = headers['content-encoding'];
    if (this.#whole !== undefined && (coding === undefined || coding === '' || coding === 'identity')) {
      this.#reading = { head: { status: statusCode, headers, setCookies }, whole: this.#whole, chunks: [], size: 0 };
      return true;
    }
    const body = new AnswerBody(resume, this.#abort ?? (() => {}));
    this.#body = body;
    const decoded = decodedBody(headers, body);
    decoded.once('close', () => clearTimeout(this.#timer));
    this.#resolve({ status: statusCode, headers, setCookies, body: decoded });
    return true;
  }

  onData(chunk: Buffer): boolean {
    const reading = this.#reading;
    if (reading !== undefined) {
      reading.size += chunk.byteLength;
      const { path, limit } = reading.whole;
      if (reading.size > limit) {
        // Aborting closes the connection: nothing more of this answer is read.
        this.#fail(answerTooLarge(path, reading.head.status, limit));
        return false;
      }
      reading.chunks.push(chunk);
      return true;
    }
    return this.#body?.push(chunk) ?? false;
  }

  onComplete(): void {
    const reading = this.#reading;
    if (reading !== undefined) {
      if (this.#settled) return;
      this.#settled = true;
      clearTimeout(this.#timer);
      const { head, chunks } = reading;
      this.#resolve({ ...head, text: textOf(chunks) });
      return;
    }
    this.#body?.push(null);
  }

  onError(error: Error): void {
    if (this.#body !== undefined) {
      // After the answer began, the failure reaches its reader through the body.
      this.#body.destroy(error);
      return;
    }
    if (this.#settled) return;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#reject(error);
  }
}
