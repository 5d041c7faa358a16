import { setTimeout as sleep } from 'node:timers/promises';
import type { GatewayContext } from '../../context.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { otpSessionMessage } from './messages.ts';
import { readOtpSessionToken } from './token.ts';

/** The submissions an OTP session may make, one per session whichever it is. */
export type SubmissionKind = 'newCustomerApplication' | 'customerEvaluation' | 'supportMessage' | 'visitorApplication';

/** A client's name for one submission attempt, so that a repeated request returns the first result. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/** How long a submission may take (the upstream calls and their timeouts) before its claim lapses. */
const PENDING_MS = 2 * 60 * 1000;
/** How long the first result is kept for a retry with the same key. */
const RESULT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often a request that found its session's submission under way looks again. */
const POLL_MS = 100;

type SubmissionRecord<R> = { kind: SubmissionKind; key: string | null } & ({ state: 'pending' } | { state: 'done'; result: R });

export type SubmissionOutcome<R> = { created: R; replayed: boolean } | { userErrors: UserError[] };

/** What a submission's upstream call did: created something, or was refused (the session stays free). */
export type CreateOutcome<R> = { created: R } | { userErrors: UserError[] };

interface SubmissionInput {
  token: string;
  idempotencyKey?: string | null;
}

const recordKeyOf = (sessionId: number) => `otp-session:${sessionId}`;

/** Whether the session made (or is making) its submission: a Resend then opens a new session instead. */
export async function sessionSubmitted(ctx: GatewayContext, sessionId: number): Promise<boolean> {
  return (await ctx.services.submissions.get(recordKeyOf(sessionId))) !== undefined;
}

const used = (ctx: GatewayContext) => ({ userErrors: [userError('SESSION_USED', otpSessionMessage('sessionUsed', ctx.language), 'token')] });

/**
 * Runs a submission that spends an OTP session (`utility-api/README.md`: an accepted application,
 * evaluation or support message ends the session) at most once per session, on every instance: the
 * first request claims the session; a request with the same `idempotencyKey` gets the first result
 * (`replayed`), even once the token has expired; any other gets SESSION_USED. A request that finds
 * the submission under way waits for its outcome. `create` answers the created result, or the user
 * errors that refused it, which leave the session free for another try.
 */
export async function submitOnce<R>(
  ctx: GatewayContext,
  kind: SubmissionKind,
  input: SubmissionInput,
  sessionExpired: UserError,
  create: (sessionId: number) => Promise<CreateOutcome<R>>,
): Promise<SubmissionOutcome<R>> {
  const key = input.idempotencyKey?.trim() || null;
  if (key !== null && key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return { userErrors: [userError('INVALID_INPUT', otpSessionMessage('idempotencyKeyTooLong', ctx.language), 'idempotencyKey')] };
  }
  const session = readOtpSessionToken(ctx.services.config.sessionSecret, input.token);
  if (session === null) return { userErrors: [sessionExpired] };
  const store = ctx.services.submissions;
  const recordKey = recordKeyOf(session.id);
  const pending: SubmissionRecord<R> = { kind, key, state: 'pending' };
  for (let look = 0; look <= PENDING_MS / POLL_MS; look += 1) {
    const raw = await store.get(recordKey);
    if (raw === undefined) {
      if (session.expiresAt.getTime() <= Date.now()) return { userErrors: [sessionExpired] };
      if (await store.claim(recordKey, JSON.stringify(pending), PENDING_MS)) return run(ctx, recordKey, pending, session.id, create);
      continue;
    }
    const record = JSON.parse(raw) as SubmissionRecord<R>;
    if (record.state === 'pending') {
      await sleep(POLL_MS);
      continue;
    }
    return record.kind === kind && key !== null && record.key === key ? { created: record.result, replayed: true } : used(ctx);
  }
  throw new Error(`the submission of OTP session ${session.id} stayed under way past its claim`);
}

async function run<R>(
  ctx: GatewayContext,
  recordKey: string,
  claim: SubmissionRecord<R>,
  sessionId: number,
  create: (sessionId: number) => Promise<CreateOutcome<R>>,
): Promise<SubmissionOutcome<R>> {
  const store = ctx.services.submissions;
  let outcome: CreateOutcome<R>;
  try {
    outcome = await create(sessionId);
  } catch (error) {
    await store.delete(recordKey);
    throw error;
  }
  if ('userErrors' in outcome) {
    await store.delete(recordKey);
    return outcome;
  }
  const done: SubmissionRecord<R> = { kind: claim.kind, key: claim.key, state: 'done', result: outcome.created };
  await store.set(recordKey, JSON.stringify(done), RESULT_WINDOW_MS);
  return { created: outcome.created, replayed: false };
}
