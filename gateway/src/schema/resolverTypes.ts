import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.ts';

/** A field resolver of this gateway: typed source and arguments, the per-request context. */
export type FieldResolver<TSource, TArgs, TResult> = (
  source: TSource,
  args: TArgs,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** A module's resolvers by type and field; `makeExecutableSchema` checks them against the SDL. */
export type Resolvers = Record<string, object>;

/** For root fields without arguments. */
export type NoArgs = Record<string, never>;
