import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factory = (externals: unknown, options?: unknown) => (route: { schema?: unknown }) => unknown;

/**
 * Fastify's own schema compilers, the ones it loads itself when given none (so from its own dependencies).
 * Each is built once per test worker and shared by every API the worker builds.
 */
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fastifyDefault = (name: string): Factory => (requireFromFastify(name) as () => Factory)();

/**
 * A compiler factory that compiles each schema once per worker. An API compiles about 800 route schemas when
 * it starts, each against every shared schema (http/sharedSchemas.ts): about a second of CPU, which every API
 * a test builds would spend again. The same schema against the same shared schemas and options compiles to
 * the same pure function, so one compiled function serves them all.
 */
function compilingOnce(factory: Factory): Factory {
  const byContext = new Map<string, Map<string, unknown>>();
  return (externals, options) => {
    let compile: ReturnType<Factory> | undefined;
    const context = JSON.stringify([externals, options]);
    let compiled = byContext.get(context);
    if (compiled === undefined) byContext.set(context, (compiled = new Map()));
    const known = compiled;
    return (route) => {
      const key = JSON.stringify(route.schema);
      if (!known.has(key)) known.set(key, (compile ??= factory(externals, options))(route));
      return known.get(key);
    };
  };
}

/** The `schemaController` of test APIs (`UtilityApiOptions.schemaController`). */
export const sharedCompilers: SchemaController = {
  compilersFactory: {
    buildValidator: compilingOnce(fastifyDefault('@fastify/ajv-compiler')) as never,
    buildSerializer: compilingOnce(fastifyDefault('@fastify/fast-json-stringify-compiler')) as never,
  },
};
