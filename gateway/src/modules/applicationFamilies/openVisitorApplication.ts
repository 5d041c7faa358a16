import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { VIEWER } from '../auth/viewer.ts';
import { userError } from '../../userErrors.ts';
import { visitorKeyApplicationId } from '../../../../shared/applicationForms/visitorKey.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { openVisitor } from './visitorApi.ts';
import { holdVisitorApplication, visitorUpstream } from './visitorHold.ts';

/** The utility's status for an expired draft (utility-api/README.md "Visitors' applications"). */
const STATUS_DRAFT_EXPIRED = 230;
/** Keys are short; anything longer is no key (the utility takes at most 100 characters). */
const MAX_KEY_LENGTH = 100;

/**
 * Opens a visitor's application with the key of a mailed link. Failed keys are counted per client address and
 * per application the key names (its id part), so that no one can try keys of one application from many
 * addresses nor many keys from one; a key that opens gives its count back, so a visitor who comes back often
 * never spends the budget.
 */
export const openVisitorApplication: ResolverOf<'Mutation', 'openVisitorApplication'> = async (_, { input }, ctx) => {
  const key = input.key.trim().slice(0, MAX_KEY_LENGTH + 1);
  const applicationId = visitorKeyApplicationId(key);
  const identifier = applicationId === null ? null : `visitor-application:${applicationId}`;
  const limited = await limitAttempt(ctx, 'visitorKey', identifier);
  if (limited !== undefined) return { viewer: VIEWER, application: null, userErrors: [{ ...limited, field: 'key' }] };
  const upstream = visitorUpstream(ctx);
  let opened;
  try {
    opened = await openVisitor(upstream, key);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
    const expired = error.status === STATUS_DRAFT_EXPIRED;
    // An expired draft's key is no guess: it was right.
    if (expired) await attemptSucceeded(ctx, 'visitorKey', identifier);
    return { viewer: VIEWER, application: null, userErrors: [userError(expired ? 'DRAFT_EXPIRED' : 'NOT_FOUND', error.text, 'key')] };
  }
  await attemptSucceeded(ctx, 'visitorKey', identifier);
  return { viewer: VIEWER, application: await holdVisitorApplication(ctx, upstream, opened), userErrors: [] };
};
