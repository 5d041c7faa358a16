import { newCustomerEntry, offersContactUs, type EmployeeFeature } from '../router/access';

/** One entry of the navigation; `key` is the route key the organisation's menu icons use. */
export interface NavItem {
  key: string;
  path: string;
}

export interface NavigationFacts {
  user: {
    role: string;
    registrationType: string;
    features: Readonly<Record<EmployeeFeature, boolean>>;
    /** 000 §3: the contact-us page offers the contact form, or the utility's own page is `contactUsUrl`. */
    showContactUsEmail?: boolean;
    contactUsUrl?: string | null;
  } | null;
  settings: {
    showPaymentButton: boolean;
    customerMeterReadings: boolean;
    emmHalfHourConsumptions: boolean;
    allowDashboardsCustomer: boolean;
    enableEBillRegistration: boolean;
    newCustomerApplication: boolean;
    newCustomerEvaluationApplication: boolean;
  };
  organisation: {
    enableSupportPage: boolean;
    enablePrivacyPolicy: boolean;
    hasPaymentLink: boolean;
  };
}

type Rule = (facts: NavigationFacts) => boolean;
const always: Rule = () => true;

/** A visitor item whose target depends on the settings (`pathOf`), else its `path`. */
const visitorItems: ReadonlyArray<NavItem & { shown: Rule; pathOf?: (facts: NavigationFacts) => string | null }> = [
  { key: 'login', path: '/login', shown: always },
  { key: 'ebill', path: '/ebill', shown: (f) => f.settings.enableEBillRegistration },
  { key: 'unsubscribe', path: '/unsubscribe', shown: (f) => f.settings.enableEBillRegistration },
  { key: 'newCustomer', path: '/newCustomer', shown: (f) => newCustomerEntry(f.settings) !== null, pathOf: (f) => newCustomerEntry(f.settings) },
  { key: 'support', path: '/support', shown: (f) => f.organisation.enableSupportPage },
  { key: 'privacyPolicy', path: '/privacyPolicy', shown: (f) => f.organisation.enablePrivacyPolicy },
];

/** 000 §2 customer menu; 000 §6: some items are hidden by settings; 001 §2: email or mobile change. */
const customerItems: ReadonlyArray<NavItem & { shown: Rule }> = [
  { key: 'userHome', path: '/userHome', shown: always },
  { key: 'account', path: '/account', shown: always },
  { key: 'financial', path: '/financial', shown: always },
  { key: 'readings', path: '/app/readings', shown: (f) => f.settings.customerMeterReadings },
  { key: 'apps', path: '/apps', shown: always },
  { key: 'emails', path: '/emails', shown: always },
  { key: 'attachments', path: '/attachments', shown: always },
  { key: 'dashscreen', path: '/dashscreen', shown: (f) => f.settings.allowDashboardsCustomer },
  // 000 §2: two payment entries, one shown by showPaymentButton: the pay-bill launcher, else the
  // alternative entry, the payment-provider dialog of every payment type; both need a payment link (000 §6).
  {
    key: 'billPayment',
    path: '/billPayment',
    shown: (f) => f.settings.showPaymentButton && f.organisation.hasPaymentLink,
  },
  {
    key: 'payOnline',
    path: '/billPayment',
    shown: (f) => !f.settings.showPaymentButton && f.organisation.hasPaymentLink,
  },
  { key: 'contactUs', path: '/contactUs', shown: (f) => offersContactUs(f.user) },
  {
    key: 'halfHourEstimatedConsumption',
    path: '/halfHourEstimatedConsumption',
    shown: (f) => f.settings.emmHalfHourConsumptions,
  },
  { key: 'requestChangeEmail', path: '/account/requestChangeEmail', shown: (f) => f.user?.registrationType === 'EMAIL' },
  { key: 'requestChangeMobile', path: '/account/requestChangeMobile', shown: (f) => f.user?.registrationType === 'MOBILE' },
  { key: 'changePassword', path: '/account/changePassword', shown: (f) => f.user?.registrationType === 'EMAIL' },
  { key: 'notifications', path: '/account/notifications', shown: always },
];

/** 000 §6: each employee item needs its profile flag. */
const employeeItems: ReadonlyArray<NavItem & { feature?: EmployeeFeature }> = [
  { key: 'employeeHome', path: '/employeeHome' },
  { key: 'enquiries', path: '/enquiries', feature: 'enquiries' },
  { key: 'applications', path: '/applications', feature: 'applications' },
  { key: 'omApplications', path: '/omApplications', feature: 'omApplications' },
  { key: 'jobCards', path: '/jobCards', feature: 'omApplications' },
  { key: 'storeRequisitions', path: '/storeRequisitions', feature: 'omApplications' },
  { key: 'schedules', path: '/schedules', feature: 'omApplications' },
  { key: 'disconnections', path: '/disconnections', feature: 'disconnections' },
  { key: 'dm', path: '/dm', feature: 'debtManagement' },
  { key: 'assets', path: '/assets', feature: 'assets' },
  { key: 'elements', path: '/elements', feature: 'elements' },
  { key: 'pvParks', path: '/pvParks', feature: 'elements' },
  { key: 'logs', path: '/logs', feature: 'logs' },
  { key: 'samples', path: '/samples', feature: 'samples' },
  { key: 'captureMeterReadings', path: '/captureMeterReadings', feature: 'captureMeterReadings' },
  { key: 'webgis', path: '/webgis', feature: 'webGis' },
  { key: 'gisAdministration', path: '/gisAdministration', feature: 'gisAdministration' },
  { key: 'preferences', path: '/preferences' },
];

const strip = ({ key, path }: NavItem): NavItem => ({ key, path });

/** 000 §2: employees get employee items, other signed-in users customer items, visitors public items. */
export function navigationItems(facts: NavigationFacts): NavItem[] {
  const { user } = facts;
  if (!user) return visitorItems.filter((item) => item.shown(facts)).map((item) => ({ key: item.key, path: item.pathOf?.(facts) ?? item.path }));
  if (user.role === 'EMPLOYEE') {
    return employeeItems.filter((item) => !item.feature || user.features[item.feature]).map(strip);
  }
  return customerItems.filter((item) => item.shown(facts)).map(strip);
}

/** 000 §2 / 002 §9: menu icon images shorter than 21 characters count as absent. */
const MIN_MENU_ICON_LENGTH = 21;

export interface MenuIcon {
  item: string;
  image: string | null | undefined;
}

/**
 * The image of every item when the icon bar applies — enabled and every visible item has an image
 * (000 §2) — or null when the drawer is used.
 */
export function iconBarImages(
  items: readonly NavItem[],
  menuIcons: readonly MenuIcon[],
  enableIconsNavBar: boolean,
): Map<string, string> | null {
  if (!enableIconsNavBar || items.length === 0) return null;
  const images = new Map<string, string>();
  for (const icon of menuIcons) {
    if (icon.image && icon.image.length >= MIN_MENU_ICON_LENGTH) images.set(icon.item, icon.image);
  }
  // The alternative payment entry is the bill payment item of the utility's icon settings.
  const paymentIcon = images.get('billPayment');
  if (paymentIcon) images.set('payOnline', paymentIcon);
  return items.every((item) => images.has(item.key)) ? images : null;
}
