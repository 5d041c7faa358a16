import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { activateAccountRoute } from './activateAccount.ts';
import { changeEmailRoute } from './changeEmail.ts';
import { changeEmailCompleteRoute } from './changeEmailComplete.ts';
import { changeMobilePhoneNoCompleteRoute } from './changeMobilePhoneNoComplete.ts';
import { changeMobilePhoneNoRequestRoute } from './changeMobilePhoneNoRequest.ts';
import { changePasswordRoute } from './changePassword.ts';
import { getItemRoute } from './getItem.ts';
import { getItemsRoute } from './getItems.ts';
import { getProfileDetailsRoute } from './getProfileDetails.ts';
import { getProfileStatusRoute } from './getProfileStatus.ts';
import { loginRoute } from './login.ts';
import { loginWithOtpStage1Route } from './loginWithOtpStage1.ts';
import { logoutRoute } from './logout.ts';
import { registerProfileRoute } from './registerProfile.ts';
import { resendActivationOtpCodeRoute } from './resendActivationOtpCode.ts';
import { resetUserPasswordRoute } from './resetUserPassword.ts';
import { selectAccountRoute } from './selectAccount.ts';
import { sendResetUserPasswordRoute } from './sendResetUserPassword.ts';

/** Sign-in, account lifecycle, profile and account calls (000 §7, 001 §7; /Account/GetItems and GetItem from README). */
export function accountRoutes(app: FastifyInstance, store: Store): void {
  loginRoute(app, store);
  loginWithOtpStage1Route(app, store);
  logoutRoute(app, store);
  registerProfileRoute(app, store);
  activateAccountRoute(app, store);
  resendActivationOtpCodeRoute(app, store);
  sendResetUserPasswordRoute(app, store);
  resetUserPasswordRoute(app, store);
  changePasswordRoute(app, store);
  changeEmailRoute(app, store);
  changeEmailCompleteRoute(app, store);
  changeMobilePhoneNoRequestRoute(app, store);
  changeMobilePhoneNoCompleteRoute(app, store);
  getProfileStatusRoute(app);
  getProfileDetailsRoute(app, store);
  getItemsRoute(app, store);
  getItemRoute(app, store);
  selectAccountRoute(app, store);
}
