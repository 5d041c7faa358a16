import { createGraphQLError } from 'graphql-yoga';
import { ERROR_CODES } from '../../errors.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { normalizeVerificationCode } from '../../../../shared/applicationForms/verificationCode.ts';
import { verifyIssuedDocument } from './api.ts';

const MAX_CODE_LENGTH = 40;

/**
 * The public check of an issued document's code. Anyone may guess codes, so every look-up counts
 * against the client's address and the code; a code that names a document gives its count back, so
 * that an office verifying many real documents never runs out.
 */
export const issuedDocumentVerification: ResolverOf<'Query', 'issuedDocumentVerification'> = async (_, args, ctx) => {
  const code = normalizeVerificationCode(args.code);
  // What no document can have is answered without counting or asking (the utility takes at most 40 characters).
  if (code === '' || code.length > MAX_CODE_LENGTH) return null;
  const limited = await limitAttempt(ctx, 'documentVerification', code);
  if (limited !== undefined) {
    throw createGraphQLError(limited.message, { extensions: { code: ERROR_CODES.rateLimited, retryAfterSeconds: limited.retryAfterSeconds } });
  }
  const verification = await verifyIssuedDocument(ctx.upstream, code);
  if (verification === null) return null;
  await attemptSucceeded(ctx, 'documentVerification', code);
  return verification;
};
