import { describe, expect, test } from 'vitest';
import type { EmployeeFeature } from '../router/access';
import { type NavigationFacts, iconBarImages, navigationItems } from './navigationItems';

const allFeatures = (value: boolean): Record<EmployeeFeature, boolean> => ({
  applications: value,
  omApplications: value,
  disconnections: value,
  debtManagement: value,
  assets: value,
  elements: value,
  logs: value,
  samples: value,
  captureMeterReadings: value,
  webGis: value,
  gisAdministration: value,
  enquiries: value,
});

const facts = (overrides: Partial<NavigationFacts> = {}): NavigationFacts => ({
  user: { role: 'CUSTOMER', registrationType: 'EMAIL', features: allFeatures(false), showContactUsEmail: true, contactUsUrl: null },
  settings: {
    showPaymentButton: false,
    customerMeterReadings: false,
    emmHalfHourConsumptions: false,
    allowDashboardsCustomer: false,
    enableEBillRegistration: false,
    newCustomerApplication: false,
    newCustomerEvaluationApplication: false,
  },
  organisation: { enableSupportPage: false, enablePrivacyPolicy: false, hasPaymentLink: false },
  ...overrides,
});

const keys = (input: NavigationFacts) => navigationItems(input).map((item) => item.key);

describe('navigation items (000 §2, §6)', () => {
  test('a customer registered by email gets the customer items with change email and password', () => {
    expect(keys(facts())).toEqual([
      'userHome',
      'account',
      'financial',
      'apps',
      'emails',
      'attachments',
      'contactUs',
      'requestChangeEmail',
      'changePassword',
      'notifications',
    ]);
  });

  test('contact us shows for a profile offered the form or a page of its own (000 §3, §6)', () => {
    const customer = (showContactUsEmail: boolean, contactUsUrl: string | null) =>
      keys(facts({ user: { role: 'CUSTOMER', registrationType: 'EMAIL', features: allFeatures(false), showContactUsEmail, contactUsUrl } }));
    expect(customer(false, null)).not.toContain('contactUs');
    expect(customer(false, 'https://utility.example/contact')).toContain('contactUs');
    expect(customer(true, null)).toContain('contactUs');
  });

  test('the visitors\' new customer item leads to the application offered, else the evaluation (000 §3)', () => {
    const visitor = (newCustomerApplication: boolean, newCustomerEvaluationApplication: boolean) =>
      navigationItems({ ...facts({ user: null }), settings: { ...facts().settings, newCustomerApplication, newCustomerEvaluationApplication } }).find((item) => item.key === 'newCustomer');
    expect(visitor(true, true)?.path).toBe('/newCustomer');
    expect(visitor(false, true)?.path).toBe('/customerEvaluation');
    expect(visitor(false, false)).toBeUndefined();
  });

  test('a customer registered by mobile gets change mobile instead', () => {
    const items = keys(facts({ user: { role: 'CUSTOMER', registrationType: 'MOBILE', features: allFeatures(false) } }));
    expect(items).toContain('requestChangeMobile');
    expect(items).not.toContain('requestChangeEmail');
    expect(items).not.toContain('changePassword');
  });

  test('settings reveal readings, dashboards, half-hour consumption and bill payment', () => {
    const base = facts();
    const withSettings = facts({
      settings: {
        ...base.settings,
        customerMeterReadings: true,
        allowDashboardsCustomer: true,
        emmHalfHourConsumptions: true,
        showPaymentButton: true,
      },
    });
    expect(keys(withSettings)).toEqual(expect.arrayContaining(['readings', 'dashscreen', 'halfHourEstimatedConsumption']));
    expect(keys(withSettings)).not.toContain('billPayment');
    const withLink = { ...withSettings, organisation: { ...withSettings.organisation, hasPaymentLink: true } };
    expect(navigationItems(withLink).find((item) => item.key === 'billPayment')?.path).toBe('/billPayment');
  });

  test('without showPaymentButton the alternative payment entry takes the bill payment item\'s place, with its icon (000 §2)', () => {
    const base = facts();
    const withLink = { ...base, organisation: { ...base.organisation, hasPaymentLink: true } };
    const alternative = navigationItems(withLink).filter((item) => item.path === '/billPayment');
    expect(alternative).toEqual([{ key: 'payOnline', path: '/billPayment' }]);
    const launcher = navigationItems({ ...withLink, settings: { ...withLink.settings, showPaymentButton: true } }).filter((item) => item.path === '/billPayment');
    expect(launcher).toEqual([{ key: 'billPayment', path: '/billPayment' }]);
    expect(keys(base)).not.toContain('payOnline');

    const items = navigationItems(withLink);
    const icons = items.filter((item) => item.key !== 'payOnline').map((item) => ({ item: item.key, image: `data:image/png;base64,${'A'.repeat(24)}` }));
    expect(iconBarImages(items, [...icons, { item: 'billPayment', image: `data:image/png;base64,${'B'.repeat(24)}` }], true)?.get('payOnline')).toContain('BBBB');
  });

  test('an employee gets employee items, each behind its flag', () => {
    const employee = facts({
      user: { role: 'EMPLOYEE', registrationType: 'EMAIL', features: { ...allFeatures(false), debtManagement: true, webGis: true } },
    });
    expect(keys(employee)).toEqual(['employeeHome', 'dm', 'webgis', 'preferences']);
    const enquirer = facts({ user: { role: 'EMPLOYEE', registrationType: 'EMAIL', features: { ...allFeatures(false), enquiries: true } } });
    expect(keys(enquirer)).toEqual(['employeeHome', 'enquiries', 'preferences']);
    const everything = facts({ user: { role: 'EMPLOYEE', registrationType: 'EMAIL', features: allFeatures(true) } });
    expect(keys(everything)).toHaveLength(18);
    expect(keys(everything)).not.toContain('financial');
  });

  test('a visitor gets only public items', () => {
    const visitor = facts({ user: null, organisation: { enableSupportPage: true, enablePrivacyPolicy: false, hasPaymentLink: true } });
    expect(keys(visitor)).toEqual(['login', 'support']);
  });
});

describe('the icon bar rule (000 §2, 002 §9)', () => {
  const items = navigationItems(facts());
  const image = (key: string) => ({ item: key, image: `data:image/png;base64,${key.padEnd(24, 'A')}` });

  test('applies when enabled and every visible item has an image', () => {
    const icons = iconBarImages(items, items.map((item) => image(item.key)), true);
    expect(icons?.size).toBe(items.length);
  });

  test('falls back to the drawer when disabled, or when one image is missing or too short', () => {
    const all = items.map((item) => image(item.key));
    expect(iconBarImages(items, all, false)).toBeNull();
    expect(iconBarImages(items, all.slice(1), true)).toBeNull();
    expect(iconBarImages(items, [...all.slice(1), { item: items[0]!.key, image: null }], true)).toBeNull();
    expect(iconBarImages(items, [...all.slice(1), { item: items[0]!.key, image: 'data:image/png;x' }], true)).toBeNull();
  });
});
