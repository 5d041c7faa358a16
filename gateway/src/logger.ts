import { format } from 'node:util';
import type { YogaLogger } from 'graphql-yoga';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Lines are gathered into writes of this size. Written one by one, each line of a request (one per
 * upstream call and one per request) was a write handed to libuv's thread pool and one more wake-up of
 * the event loop when it finished (bench/README.md, "Second pass: the log, the upstream answer and more
 * shared lookups").
 */
export const LOG_BATCH_BYTES = 4096;
/** A quiet gateway still writes what it holds this often; what is left is written at exit (pino's exit hook). */
export const LOG_FLUSH_MS = 1000;
/**
 * What the gateway holds while stdout does not take its lines (a stalled log collector): past it, new
 * lines are dropped instead of growing the process without bound.
 */
const LOG_BUFFER_LIMIT_BYTES = 16 * 1024 * 1024;

/** A file descriptor written in batches (`LOG_BATCH_BYTES`, at least every `LOG_FLUSH_MS`) off the event loop. */
export function batchedDestination(fd: number): ReturnType<typeof pino.destination> {
  return pino.destination({ fd, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS, maxLength: LOG_BUFFER_LIMIT_BYTES });
}

let stdout: DestinationStream | undefined;

/** Stdout, batched: one destination for the process, whatever the number of gateways in it (tests start many). */
function batchedStdout(): DestinationStream {
  stdout ??= batchedDestination(1);
  return stdout;
}

/** JSON lines on stdout: one entry per request and per upstream call, tied by `requestId`. */
export function createLogger(level: string, destination: DestinationStream = batchedStdout()): Logger {
  return pino({ level, base: { service: 'gateway' } }, destination);
}

/**
 * Yoga logs through the gateway's logger, so its messages share the format and level. Its debug
 * messages (three a request) are formatted only when debug lines are written.
 */
export function yogaLogger(logger: Logger): YogaLogger {
  return {
    debug: (...args: unknown[]) => {
      if (logger.isLevelEnabled('debug')) logger.debug(format(...args));
    },
    info: (...args: unknown[]) => logger.info(format(...args)),
    warn: (...args: unknown[]) => logger.warn(format(...args)),
    error: (...args: unknown[]) => logger.error(format(...args)),
  };
}
