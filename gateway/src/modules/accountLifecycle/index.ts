import type { Resolvers } from '../../schema/resolverTypes.ts';
import { activateAccount } from './activateAccount.ts';
import { changePassword } from './changePassword.ts';
import { completeEmailChange, completeMobileChange } from './completeContactChange.ts';
import { confirmEmailChange } from './confirmEmailChange.ts';
import { registerProfile } from './registerProfile.ts';
import { requestEmailChange } from './requestEmailChange.ts';
import { requestMobileChange } from './requestMobileChange.ts';
import { requestPasswordReset } from './requestPasswordReset.ts';
import { resendActivationCode } from './resendActivationCode.ts';
import { resetPassword } from './resetPassword.ts';

/** Registration, activation, password reset and changes of password, email and mobile (`000 §2`, `001 §2`). */
export const accountLifecycleResolvers: Resolvers = {
  Mutation: {
    registerProfile,
    activateAccount,
    resendActivationCode,
    requestPasswordReset,
    resetPassword,
    changePassword,
    requestEmailChange,
    completeEmailChange,
    confirmEmailChange,
    requestMobileChange,
    completeMobileChange,
  },
};
