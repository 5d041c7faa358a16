import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadViewerUser } from './viewerUser.ts';

/**
 * The `Viewer` type has no data of its own: its fields read the context when they resolve, so a
 * payload's viewer reflects a sign-in, sign-out or language switch made earlier in the same mutation.
 */
export type ViewerModel = Record<string, never>;

export const VIEWER: ViewerModel = {};

const viewer: ResolverOf<'Query', 'viewer'> = () => VIEWER;

const isAuthenticated: ResolverOf<'Viewer', 'isAuthenticated'> = async (_, __, ctx) =>
  (await loadViewerUser(ctx)) !== null;

const user: ResolverOf<'Viewer', 'user'> = (_, __, ctx) => loadViewerUser(ctx);

const language: ResolverOf<'Viewer', 'language'> = (_, __, ctx) => ctx.language;

export const viewerResolvers: Resolvers = {
  Query: { viewer },
  Viewer: { isAuthenticated, user, language },
};
