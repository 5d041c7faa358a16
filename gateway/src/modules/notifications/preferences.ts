import { createGraphQLError } from 'graphql-yoga';
import { requireUser } from '../../context.ts';
import { ERROR_CODES } from '../../errors.ts';
import type { Resolvers, ResolverOf } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { getNotificationPreferences, saveNotificationPreferences, unsubscribe, unsubscribeKind, type NotificationChoice } from './preferencesApi.ts';

/** Random tokens are 43 characters; anything much longer names no link and is answered without asking. */
const MAX_TOKEN_LENGTH = 100;

const plausibleToken = (token: string) => token !== '' && token.length <= MAX_TOKEN_LENGTH;

const notificationPreferences: ResolverOf<'Viewer', 'notificationPreferences'> = async (_, __, ctx) =>
  ctx.session === undefined ? null : getNotificationPreferences(ctx.upstream);

const saveNotificationPreferencesResolver: ResolverOf<'Mutation', 'saveNotificationPreferences'> = async (_, { input }, ctx) => {
  requireUser(ctx);
  let preferences: NotificationChoice[] | null = null;
  const userErrors = await refusalsOf(async () => {
    preferences = await saveNotificationPreferences(ctx.upstream, input.preferences);
  }, 'preferences');
  return { preferences, userErrors };
};

/**
 * Unsubscribe links are public: anyone may guess tokens, so every look-up counts against the client's
 * address, and a token that names a link gives its count back (a customer opening real links never runs out).
 */
const notificationUnsubscribe: ResolverOf<'Query', 'notificationUnsubscribe'> = async (_, args, ctx) => {
  const token = args.token.trim();
  if (!plausibleToken(token)) return null;
  const limited = await limitAttempt(ctx, 'notificationUnsubscribe', null);
  if (limited !== undefined) {
    throw createGraphQLError(limited.message, { extensions: { code: ERROR_CODES.rateLimited, retryAfterSeconds: limited.retryAfterSeconds } });
  }
  try {
    const kind = await unsubscribeKind(ctx.upstream, token);
    await attemptSucceeded(ctx, 'notificationUnsubscribe', null);
    return { kind };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

const unsubscribeNotifications: ResolverOf<'Mutation', 'unsubscribeNotifications'> = async (_, { input }, ctx) => {
  const limited = await limitAttempt(ctx, 'notificationUnsubscribe', null);
  if (limited !== undefined) return { kind: null, userErrors: [limited] };
  // A token no link can have still goes to the utility, shortened, so that its refusal text is the one shown.
  const token = plausibleToken(input.token.trim()) ? input.token.trim() : '-';
  let kind: NotificationChoice['kind'] | null = null;
  const userErrors = await refusalsOf(async () => {
    kind = await unsubscribe(ctx.upstream, token);
  }, 'token');
  if (userErrors.length === 0) await attemptSucceeded(ctx, 'notificationUnsubscribe', null);
  return { kind, userErrors };
};

/** The customer's notification choices and the public unsubscribe links (utility-api/README.md "Notifications"). */
export const notificationPreferenceResolvers: Resolvers = {
  Viewer: { notificationPreferences },
  Query: { notificationUnsubscribe },
  Mutation: { saveNotificationPreferences: saveNotificationPreferencesResolver, unsubscribeNotifications },
};
