import { REGISTRATION_EMAIL, type Language } from '../domain/constants.ts';
import { STATUS_ALREADY_IN_USE, STATUS_FAILED, fail, ok, type Envelope } from '../http/envelope.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import type { RegistrationTarget } from '../store/accounts.ts';
import type { SettingsValue } from '../store/keyValueSettings.ts';
import { isCustomerPortal, isOn } from '../store/settingsValues.ts';
import type { Store } from '../store/store.ts';
import { isValidEmail, isValidMobile, normalizeEmail, normalizeMobile } from './contactDetails.ts';
import { issueLink } from './linkCodes.ts';
import { sendCode } from './oneTimeCodes.ts';
import { hashPassword } from './password.ts';
import { passwordRuleFailure } from './passwordRules.ts';

/** 000 §3 registration request, as the route received it. */
export interface RegistrationRequest {
  accountName: string;
  password: string;
  idNo: string;
  email: string;
  mobileNo: string;
  registrationType: number;
  /** The portal's public address, for the activation link (`PortalUrl`). */
  portalUrl?: string;
}

/** The login the new user will sign in with: the email or the mobile number of the registration type. */
type Login = { email: string; mobileNo: null } | { email: null; mobileNo: string };

function loginOf(request: RegistrationRequest, settings: SettingsValue): Login | MessageKey {
  if (request.registrationType === REGISTRATION_EMAIL) {
    const email = normalizeEmail(request.email);
    return isValidEmail(email) ? { email, mobileNo: null } : 'emailNotValid';
  }
  const mobileNo = normalizeMobile(request.mobileNo, settings);
  return isValidMobile(mobileNo, settings) ? { email: null, mobileNo } : 'mobileNotValid';
}

/** The customer-record checks the utility switched on (000 §5 "Flags by profile type"). */
function recordMismatch(request: RegistrationRequest, login: Login, target: RegistrationTarget, settings: SettingsValue): MessageKey | undefined {
  const customerPortal = isCustomerPortal(settings);
  if (customerPortal && isOn(settings, 'isValidateCustomerAccountIdNo') && request.idNo.trim() !== target.idNo) {
    return 'idNoMismatch';
  }
  if (login.email !== null && customerPortal && isOn(settings, 'isValidateCustomerAccountEmail')) {
    if (login.email !== normalizeEmail(target.email ?? '')) return 'emailMismatch';
  }
  // Mobile validation applies to the customer portal when configured, or whenever OTP sign-in is on (000 §5).
  const checkMobile =
    (customerPortal && isOn(settings, 'isValidateCustomerAccountMobileNo')) || isOn(settings, 'customerLoginWithOtp');
  if (login.mobileNo !== null && checkMobile && login.mobileNo !== normalizeMobile(target.mobileNo ?? '', settings)) {
    return 'mobileMismatch';
  }
  return undefined;
}

/**
 * Registration (000 §3–§5): an account key of a customer without an activated portal user, the enabled record
 * checks, the password rules; creates an inactive user owning the account and sends the activation code (and,
 * for e-mail registrations, the /activate/{code} link in the same e-mail).
 */
export async function register(store: Store, request: RegistrationRequest, lang: Language): Promise<Envelope> {
  const settings = store.settings.read();
  const failed = (key: MessageKey, status = STATUS_FAILED): Envelope => fail(status, translate(lang, key));
  const login = loginOf(request, settings);
  if (typeof login === 'string') return failed(login);
  const weak = passwordRuleFailure(request.password, settings, lang);
  if (weak) return weak;
  const target = store.accounts.findRegistrationTarget(request.accountName);
  if (!target) return failed('accountNameUnknown');
  if (target.registered) return failed('accountAlreadyRegistered', STATUS_ALREADY_IN_USE);
  const mismatch = recordMismatch(request, login, target, settings);
  if (mismatch) return failed(mismatch);
  const holder = store.users.findByLogin(login.email ?? login.mobileNo);
  if (holder && holder.id !== target.pendingUserId) {
    return failed(login.email === null ? 'mobileInUse' : 'emailInUse', STATUS_ALREADY_IN_USE);
  }

  const userId = store.users.createInactiveCustomer({
    ...login,
    name: target.customerName,
    registrationType: request.registrationType,
    passwordHash: await hashPassword(request.password),
    language: lang,
    customerId: target.customerId,
    accountId: target.accountId,
    replacesUserId: target.pendingUserId,
  });
  const owner = { userId };
  if (login.email !== null) {
    const link = issueLink(store, 'activation', userId, null, request.portalUrl);
    sendCode(store, { purpose: 'activation', owner, channel: 'email', recipient: login.email, lang, link });
  } else {
    sendCode(store, { purpose: 'activation', owner, channel: 'sms', recipient: login.mobileNo, lang });
  }
  return ok();
}
