import type { Resolvers } from '../../schema/resolverTypes.ts';
import { startOtpSession } from './startOtpSession.ts';
import { verifyOtpSessionCode } from './verifyOtpSessionCode.ts';

/** OTP sessions of the e-bill, contact and new-customer flows (`001 §7`, `002 §7`). */
export const otpSessionResolvers: Resolvers = {
  Mutation: { startOtpSession, verifyOtpSessionCode },
};
