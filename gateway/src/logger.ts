import { format } from 'node:util';
import type { YogaLogger } from 'graphql-yoga';
import { pino, type Logger } from 'pino';

/** JSON lines on stdout: one entry per request and per upstream call, tied by `requestId`. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'gateway' } });
}

/** Yoga logs through the gateway's logger, so its messages share the format and level. */
export function yogaLogger(logger: Logger): YogaLogger {
  return {
    debug: (...args: unknown[]) => logger.debug(format(...args)),
    info: (...args: unknown[]) => logger.info(format(...args)),
    warn: (...args: unknown[]) => logger.warn(format(...args)),
    error: (...args: unknown[]) => logger.error(format(...args)),
  };
}
