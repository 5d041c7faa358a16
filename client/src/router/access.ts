/**
 * Who may open a route and where everybody else goes: the navigation rules of 000 §2 and 001 §2.
 * Pure, so that the rules are tested without a router.
 */

export type EmployeeFeature =
  | 'applications'
  | 'omApplications'
  | 'disconnections'
  | 'debtManagement'
  | 'assets'
  | 'elements'
  | 'logs'
  | 'samples'
  | 'captureMeterReadings'
  | 'webGis'
  | 'gisAdministration'
  | 'enquiries';

export type Access =
  | { kind: 'public' }
  /** `/`: never shown, always sends on (visitors to /login, users to their home). */
  | { kind: 'entry' }
  /** `/login`: signed-in users go to their home. */
  | { kind: 'login' }
  | { kind: 'customer'; registrationType?: 'EMAIL' | 'MOBILE' }
  | { kind: 'employee'; feature?: EmployeeFeature }
  /** `/newCustomer` and `/customerEvaluation`: public while the utility offers them (000 §3 settings). */
  | { kind: 'newCustomer' }
  | { kind: 'customerEvaluation' }
  | { kind: 'supportPage' }
  | { kind: 'privacyPolicy' }
  | { kind: 'errorPage' };

export interface AccessFacts {
  organisation: {
    isValid: boolean;
    enablePortal: boolean;
    enableSupportPage: boolean;
    enablePrivacyPolicy: boolean;
  };
  /** `isValid`: false when the utility settings are missing or broken (000 §3). */
  settings: NewCustomerSettings & { isValid: boolean };
  user: {
    role: string;
    registrationType: string;
    features: Readonly<Record<EmployeeFeature, boolean>>;
  } | null;
}

/** The utility settings that offer the new customer and evaluation applications (000 §3). */
export interface NewCustomerSettings {
  newCustomerApplication: boolean;
  newCustomerEvaluationApplication: boolean;
}

/** 000 §3, §6: contact us is offered to a profile with the contact form (`showContactUsEmail`) or a page of its own. */
export function offersContactUs(user: { showContactUsEmail?: boolean; contactUsUrl?: string | null } | null | undefined): boolean {
  return user?.showContactUsEmail === true || Boolean(user?.contactUsUrl);
}

/**
 * Where the new-customer button and menu item lead (000 §2: shown when either application is enabled): the
 * application when it is offered, else the evaluation; null when neither is.
 */
export function newCustomerEntry(settings: NewCustomerSettings): string | null {
  if (settings.newCustomerApplication) return ROUTE_PATHS.newCustomer;
  return settings.newCustomerEvaluationApplication ? ROUTE_PATHS.customerEvaluation : null;
}

export const ROUTE_PATHS = {
  login: '/login',
  errorPage: '/errorpage',
  support: '/support',
  privacyPolicy: '/privacyPolicy',
  employeeHome: '/employeeHome',
  customerHome: '/userHome',
  newCustomer: '/newCustomer',
  customerEvaluation: '/customerEvaluation',
} as const;

/** 000 §2: employees (role 1) start at /employeeHome, customers (role 2) at /userHome. */
export function roleHome(role: string): string {
  return role === 'EMPLOYEE' ? ROUTE_PATHS.employeeHome : ROUTE_PATHS.customerHome;
}

/** 000 §2: a disabled portal sends to support, else privacy, else the error page. */
function disabledPortalTarget(organisation: AccessFacts['organisation']): string {
  if (organisation.enableSupportPage) return ROUTE_PATHS.support;
  if (organisation.enablePrivacyPolicy) return ROUTE_PATHS.privacyPolicy;
  return ROUTE_PATHS.errorPage;
}

/** Where to send the viewer instead of the route, or null when the route may be shown. */
export function redirectFor(access: Access, { organisation, settings, user }: AccessFacts): string | null {
  if (access.kind === 'errorPage') return null;
  // 000 §2 gives invalid utility settings two readings, /login or /errorpage: the error page, as for the
  // organisation's (000 §8), since every screen, the login page too, is drawn from those settings.
  if (!organisation.isValid || !settings.isValid) return ROUTE_PATHS.errorPage;
  // The targets of a disabled portal check only their own setting, so they never redirect in a loop.
  if (access.kind === 'supportPage') return organisation.enableSupportPage ? null : ROUTE_PATHS.errorPage;
  if (access.kind === 'privacyPolicy') return organisation.enablePrivacyPolicy ? null : ROUTE_PATHS.errorPage;
  if (!organisation.enablePortal) return disabledPortalTarget(organisation);

  switch (access.kind) {
    case 'public':
      return null;
    // A switched-off application sends to the other one when it is offered, else to the login page.
    case 'newCustomer':
      return settings.newCustomerApplication ? null : (newCustomerEntry(settings) ?? ROUTE_PATHS.login);
    case 'customerEvaluation':
      return settings.newCustomerEvaluationApplication ? null : (newCustomerEntry(settings) ?? ROUTE_PATHS.login);
    case 'entry':
      return user ? roleHome(user.role) : ROUTE_PATHS.login;
    case 'login':
      return user ? roleHome(user.role) : null;
    case 'customer':
      if (!user) return ROUTE_PATHS.login;
      if (user.role === 'EMPLOYEE') return ROUTE_PATHS.employeeHome;
      // 001 §2: change email/password need email registration, change mobile needs mobile.
      if (access.registrationType && user.registrationType !== access.registrationType) return ROUTE_PATHS.login;
      return null;
    case 'employee':
      if (!user) return ROUTE_PATHS.login;
      if (user.role !== 'EMPLOYEE') return roleHome(user.role);
      if (access.feature && !user.features[access.feature]) return ROUTE_PATHS.employeeHome;
      return null;
  }
}
