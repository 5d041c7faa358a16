import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { GatewayContext } from '../context.ts';

/**
 * A module's resolvers by type and field, generated from `schema.graphql` (`gateway/codegen.json`): a
 * resolver returning another shape, or a field the schema lacks, does not compile.
 */
export type { Resolvers };

/**
 * The resolver of `Type.field` as the schema types it (parent, generated arguments, result), as a plain
 * function so that tests may call it.
 */
export type ResolverOf<TType extends keyof Resolvers, TField extends keyof NonNullable<Resolvers[TType]>> = Extract<
  NonNullable<NonNullable<Resolvers[TType]>[TField]>,
  (...args: never[]) => unknown
>;

/** A field resolver of this gateway: typed source and arguments, the per-request context. */
export type FieldResolver<TSource, TArgs, TResult> = (
  source: TSource,
  args: TArgs,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<Awaited<TResult>>;

/** For root fields without arguments. */
export type NoArgs = Record<string, never>;
