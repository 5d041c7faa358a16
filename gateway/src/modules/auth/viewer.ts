import type { LanguageCode } from '../../request/language.ts';
import type { FieldResolver, NoArgs, Resolvers } from '../../schema/resolverTypes.ts';
import type { UserModel } from './userModel.ts';
import { loadViewerUser } from './viewerUser.ts';

/**
 * The `Viewer` type has no data of its own: its fields read the context when they resolve, so a
 * payload's viewer reflects a sign-in, sign-out or language switch made earlier in the same mutation.
 */
export type ViewerModel = Record<string, never>;

export const VIEWER: ViewerModel = {};

const viewer: FieldResolver<unknown, NoArgs, ViewerModel> = () => VIEWER;

const isAuthenticated: FieldResolver<ViewerModel, NoArgs, boolean> = async (_, __, ctx) =>
  (await loadViewerUser(ctx)) !== null;

const user: FieldResolver<ViewerModel, NoArgs, UserModel | null> = (_, __, ctx) => loadViewerUser(ctx);

const language: FieldResolver<ViewerModel, NoArgs, LanguageCode> = (_, __, ctx) => ctx.language;

export const viewerResolvers: Resolvers = {
  Query: { viewer },
  Viewer: { isAuthenticated, user, language },
};
