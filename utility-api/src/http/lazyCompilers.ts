import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/** Fastify's `compilersFactory` builders: given the shared schemas and options, a compiler of one route's schema. */
export type CompilerFactory = (externals: Record<string, unknown>, options?: unknown) => (route: { schema?: unknown }) => unknown;

/** What Ajv's compiled validators carry besides being called: Fastify reads both (node_modules/fastify/lib/validation.js). */
type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };

const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** Fastify's own schema compilers, the ones it loads itself when given none (so from its own dependencies). */
export const fastifyDefault = (name: '@fastify/ajv-compiler' | '@fastify/fast-json-stringify-compiler'): CompilerFactory =>
  (requireFromFastify(name) as () => CompilerFactory)();

/**
 * A compiler factory that compiles a route's schema when the route first validates or answers, not when the
 * API starts. The API has about 800 route schemas, each compiled against every shared schema
 * (http/sharedSchemas.ts): about a second and a half of CPU at every start, mostly for routes a run never
 * calls. The function handed to Fastify stands for the compiled one, with its `errors` (set by Ajv at each
 * call) and `schemaEnv` (whose presence makes Fastify pass the request as the parent of the validated part).
 */
export function compilingOnFirstUse(factory: CompilerFactory): CompilerFactory {
  return (externals, options) => {
    let compilerOfRoute: ReturnType<CompilerFactory> | undefined;
    return (route) => {
      let compiled: Compiled | undefined;
      const get = (): Compiled => (compiled ??= (compilerOfRoute ??= factory(externals, options))(route) as Compiled);
      const standIn = (...args: unknown[]): unknown => get()(...args);
      Object.defineProperties(standIn, {
        errors: { get: () => get().errors },
        schemaEnv: { get: () => get().schemaEnv },
      });
      return standIn;
    };
  };
}

/**
 * Fastify's own compilers used as it uses them when given none, every route's schemas compiled when the API
 * starts: the contract document is printed only from schemas that compile (openApi.ts).
 */
export const compilersAtStart: SchemaController = {
  compilersFactory: {
    buildValidator: fastifyDefault('@fastify/ajv-compiler') as never,
    buildSerializer: fastifyDefault('@fastify/fast-json-stringify-compiler') as never,
  },
};

/** The API's schema compilers: Fastify's own, each route's schemas compiled on first use. */
export const lazyCompilers: SchemaController = {
  compilersFactory: {
    buildValidator: compilingOnFirstUse(fastifyDefault('@fastify/ajv-compiler')) as never,
    buildSerializer: compilingOnFirstUse(fastifyDefault('@fastify/fast-json-stringify-compiler')) as never,
  },
};
