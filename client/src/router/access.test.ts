import { describe, expect, test } from 'vitest';
import { type AccessFacts, type EmployeeFeature, newCustomerEntry, redirectFor } from './access';

const features = (enabled: EmployeeFeature[] = []) =>
  Object.fromEntries(
    (
      ['applications', 'omApplications', 'disconnections', 'debtManagement', 'assets', 'elements', 'logs', 'samples', 'captureMeterReadings', 'webGis', 'gisAdministration', 'enquiries'] as const
    ).map((feature) => [feature, enabled.includes(feature)]),
  ) as Record<EmployeeFeature, boolean>;

const organisation = { isValid: true, enablePortal: true, enableSupportPage: true, enablePrivacyPolicy: true };
const settings = { isValid: true, newCustomerApplication: true, newCustomerEvaluationApplication: false };
const visitor: AccessFacts = { settings, organisation, user: null };
const customer: AccessFacts = { settings, organisation, user: { role: 'CUSTOMER', registrationType: 'EMAIL', features: features() } };
const employee: AccessFacts = { settings, organisation, user: { role: 'EMPLOYEE', registrationType: 'EMAIL', features: features(['logs']) } };

describe('navigation rules (000 §2, 001 §2)', () => {
  test('invalid organisation settings lead to the error page, which itself stays', () => {
    const broken = { ...visitor, organisation: { ...organisation, isValid: false } };
    expect(redirectFor({ kind: 'login' }, broken)).toBe('/errorpage');
    expect(redirectFor({ kind: 'errorPage' }, broken)).toBeNull();
  });

  test('invalid utility settings lead to the error page too, from every route but the error page', () => {
    const broken = { ...customer, settings: { ...settings, isValid: false } };
    for (const kind of ['entry', 'login', 'public', 'customer', 'supportPage', 'privacyPolicy'] as const) {
      expect(redirectFor({ kind }, broken)).toBe('/errorpage');
    }
    expect(redirectFor({ kind: 'errorPage' }, broken)).toBeNull();
  });

  test('a disabled portal goes to support, else privacy, else the error page, never looping', () => {
    const disabled = { ...organisation, enablePortal: false };
    expect(redirectFor({ kind: 'entry' }, { settings, organisation: disabled, user: null })).toBe('/support');
    expect(redirectFor({ kind: 'supportPage' }, { settings, organisation: disabled, user: null })).toBeNull();
    const noSupport = { ...disabled, enableSupportPage: false };
    expect(redirectFor({ kind: 'login' }, { settings, organisation: noSupport, user: null })).toBe('/privacyPolicy');
    expect(redirectFor({ kind: 'privacyPolicy' }, { settings, organisation: noSupport, user: null })).toBeNull();
    const nothing = { ...noSupport, enablePrivacyPolicy: false };
    expect(redirectFor({ kind: 'customer' }, { settings, organisation: nothing, user: null })).toBe('/errorpage');
  });

  test('support and privacy pages need their settings', () => {
    const off = { ...organisation, enableSupportPage: false, enablePrivacyPolicy: false };
    expect(redirectFor({ kind: 'supportPage' }, { settings, organisation: off, user: null })).toBe('/errorpage');
    expect(redirectFor({ kind: 'privacyPolicy' }, { settings, organisation: off, user: null })).toBe('/errorpage');
  });

  test('visitors go to /login from / and from protected routes; public routes stay open', () => {
    expect(redirectFor({ kind: 'entry' }, visitor)).toBe('/login');
    expect(redirectFor({ kind: 'customer' }, visitor)).toBe('/login');
    expect(redirectFor({ kind: 'employee' }, visitor)).toBe('/login');
    expect(redirectFor({ kind: 'public' }, visitor)).toBeNull();
    expect(redirectFor({ kind: 'login' }, visitor)).toBeNull();
  });

  test('signed-in users go from / and /login to their role home', () => {
    expect(redirectFor({ kind: 'login' }, customer)).toBe('/userHome');
    expect(redirectFor({ kind: 'entry' }, employee)).toBe('/employeeHome');
  });

  test('employees are kept out of customer routes and need the feature flag of employee routes', () => {
    expect(redirectFor({ kind: 'customer' }, employee)).toBe('/employeeHome');
    expect(redirectFor({ kind: 'employee', feature: 'logs' }, employee)).toBeNull();
    expect(redirectFor({ kind: 'employee', feature: 'webGis' }, employee)).toBe('/employeeHome');
    expect(redirectFor({ kind: 'employee' }, customer)).toBe('/userHome');
  });

  test('the new customer and evaluation forms open while their settings offer them, else lead to the one offered (000 §3)', () => {
    const offering = (newCustomerApplication: boolean, newCustomerEvaluationApplication: boolean): AccessFacts => ({
      ...visitor,
      settings: { isValid: true, newCustomerApplication, newCustomerEvaluationApplication },
    });
    expect(redirectFor({ kind: 'newCustomer' }, offering(true, false))).toBeNull();
    expect(redirectFor({ kind: 'customerEvaluation' }, offering(true, false))).toBe('/newCustomer');
    expect(redirectFor({ kind: 'newCustomer' }, offering(false, true))).toBe('/customerEvaluation');
    expect(redirectFor({ kind: 'customerEvaluation' }, offering(false, true))).toBeNull();
    expect(redirectFor({ kind: 'newCustomer' }, offering(false, false))).toBe('/login');
    expect(redirectFor({ kind: 'customerEvaluation' }, offering(false, false))).toBe('/login');
    expect([newCustomerEntry(offering(true, true).settings), newCustomerEntry(offering(false, true).settings), newCustomerEntry(offering(false, false).settings)]).toEqual([
      '/newCustomer',
      '/customerEvaluation',
      null,
    ]);
  });

  test('account changes follow the registration type', () => {
    expect(redirectFor({ kind: 'customer', registrationType: 'EMAIL' }, customer)).toBeNull();
    expect(redirectFor({ kind: 'customer', registrationType: 'MOBILE' }, customer)).toBe('/login');
  });
});
