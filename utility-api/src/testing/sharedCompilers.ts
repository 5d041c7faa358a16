import type { FastifyServerOptions } from 'fastify';
import { compilingOnFirstUse, fastifyDefault, type CompilerFactory as Factory } from '../http/lazyCompilers.ts';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/**
 * A compiler factory that compiles each schema once per worker. Each route schema is compiled against every
 * shared schema (http/sharedSchemas.ts), which every API a test builds would do again for the routes its
 * tests call. The same schema against the same shared schemas and options compiles to the same pure
 * function, so one compiled function serves them all.
 */
export function compilingOnce(factory: Factory): Factory {
  // By the shared schemas and options; within those by the schema's text, and by the schema object itself,
  // since most route schemas are the same objects in every API (module constants) and skip the text.
  const compiled = new Map<string, { byText: Map<string, unknown>; byObject: WeakMap<object, unknown> }>();
  // Fastify asks for a compiler once per route when shared schemas were added, each time with a new object
  // holding the same shared schemas: they are compared by identity before they are written out as a key.
  let last: { externals: Record<string, unknown>; options: unknown; context: string } | undefined;
  const contextOf = (externals: Record<string, unknown>, options: unknown): string => {
    const before = last;
    const ids = Object.keys(externals);
    const same =
      before !== undefined && before.options === options && ids.length === Object.keys(before.externals).length &&
      ids.every((id) => before.externals[id] === externals[id]);
    if (same) return before.context;
    last = { externals, options, context: JSON.stringify([externals, options]) };
    return last.context;
  };
  return (externals, options) => {
    const context = contextOf(externals, options);
    let known = compiled.get(context);
    if (known === undefined) compiled.set(context, (known = { byText: new Map(), byObject: new WeakMap() }));
    const { byText, byObject } = known;
    let compile: ReturnType<Factory> | undefined;
    return (route) => {
      const object = typeof route.schema === 'object' && route.schema !== null ? route.schema : undefined;
      if (object !== undefined && byObject.has(object)) return byObject.get(object);
      const text = JSON.stringify(route.schema);
      if (!byText.has(text)) byText.set(text, (compile ??= factory(externals, options))(route));
      const result = byText.get(text);
      if (object !== undefined) byObject.set(object, result);
      return result;
    };
  };
}

/**
 * The `schemaController` of test APIs (`UtilityApiOptions.schemaController`): Fastify's own compilers, each
 * schema compiled once per worker, on first use as in the API (http/lazyCompilers.ts).
 */
export const sharedCompilers: SchemaController = {
  compilersFactory: {
    buildValidator: compilingOnce(compilingOnFirstUse(fastifyDefault('@fastify/ajv-compiler'))) as never,
    buildSerializer: compilingOnce(compilingOnFirstUse(fastifyDefault('@fastify/fast-json-stringify-compiler'))) as never,
  },
};
