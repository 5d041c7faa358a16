import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORGANISATION_SETTINGS } from '../../seed/defaultOrganisationSettings.ts';
import { DEFAULT_SETTINGS } from '../../seed/defaultSettings.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';
import { organisationValueSchema } from './organisationSchema.ts';
import { settingsValueSchema } from './settingsSchema.ts';

/** Fields of 000 §3 "Utility settings" and those 001 §3 reads. */
const SPEC_SETTINGS = [
  'isValid', 'languages', 'portalProfileType', 'isSelectAccount', 'isValidateCustomerAccountEmail',
  'isValidateCustomerAccountIdNo', 'isValidateEmployeeAccountIdNo', 'isValidateCustomerAccountMobileNo',
  'customerLoginWithOtp', 'strongPassword', 'portalAuthenticationType', 'newCustomerEvaluationApplication',
  'newCustomerApplication', 'reCaptchaApiKey', 'showPaymentButton', 'showPaymentButtonAtLogin',
  'enableEBillRegistration', 'isTermsOfUse', 'homeButtonUrl', 'currencySymbol', 'defaultLanguage', 'portalName',
  'customerMeterReadings', 'emmHalfHourConsumptions', 'isCustomerApplications', 'isCustomerBillingPortal',
  'allowDashboardsCustomer', 'showDashboardsOnStartScreen', 'googleMapsAPIKey', 'isPropertyOriented',
  'otpSessionStepSeconds', 'applicationsIcon', 'otpDisableResendSeconds', 'customerMobileNoRegExpr',
  'customerMobileAllowedPhoneCounties', 'customerMobileNoPrefix', 'isShowTermsAndConditions',
];

describe('settings calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await post(app, '/__dev/reset-settings');
  });

  it('serves every utility setting of the spec with the demo values', async () => {
    const answer = await post(app, '/Utility/GetSettings');
    expect(answer.body.status).toBe(0);
    const value = answer.body.value as Record<string, unknown>;
    for (const field of SPEC_SETTINGS) expect(value, field).toHaveProperty(field);
    expect(value).toMatchObject({
      isValid: true,
      portalProfileType: 2,
      customerLoginWithOtp: false,
      strongPassword: true,
      otpSessionStepSeconds: 300,
      currencySymbol: '€',
      defaultLanguage: 'el',
      showPaymentButtonAtLogin: true,
      enableEBillRegistration: true,
      isTermsOfUse: false,
      customerMobileNoRegExpr: '^9\\d{7}$',
      customerMobileAllowedPhoneCounties: 'CY,GR',
      customerMobileNoPrefix: '357',
    });
    expect(value.languages).toEqual([
      { id: 1, language: 'en', name: 'English' },
      { id: 2, language: 'el', name: 'Ελληνικά' },
      { id: 3, language: 'ru', name: 'Русский' },
      { id: 4, language: 'ar', name: 'العربية' },
    ]);
  });

  it('documents exactly the stored fields in the response schemas', () => {
    expect(Object.keys(settingsValueSchema.properties as object).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    expect(Object.keys(organisationValueSchema.properties as object).sort()).toEqual(
      Object.keys(DEFAULT_ORGANISATION_SETTINGS).sort(),
    );
  });

  it('serves the organisation settings with branding and two payment links', async () => {
    const answer = await post(app, '/Utility/GetOrganisationSettings');
    const value = answer.body.value as Record<string, unknown>;
    expect(value).toMatchObject({
      isValid: true,
      enablePortal: true,
      enableSupportPage: true,
      enablePrivacyPolicy: true,
      orgName: 'Demo Water Board',
      brandingColor: '#0C3C60',
      loginBackgroundImage: null,
      menuIcons: {},
      enableIconsNavBar: false,
      showNavBarOnHover: false,
      disableLoginDate: null,
    });
    expect(value.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(value.paymentLinks).toHaveLength(2);
  });

  it('serves the minimum password length, 7 when the utility sets none (001 §5)', async () => {
    expect((await post(app, '/Utility/GetPasswordMinimumLength')).body).toEqual({ status: 0, text: '', value: 8 });
    await post(app, '/__dev/settings', { values: { passwordMinimumLength: null } });
    expect((await post(app, '/Utility/GetPasswordMinimumLength')).body.value).toBe(7);
  });

  it('reflects dev changes and restores the defaults on reset', async () => {
    const changed = await post(app, '/__dev/settings', { values: { customerLoginWithOtp: true, portalName: 'Other' } });
    expect(changed.body.value).toMatchObject({ customerLoginWithOtp: true, portalName: 'Other', strongPassword: true });
    expect((await post(app, '/Utility/GetSettings')).body.value).toMatchObject({ customerLoginWithOtp: true });
    await post(app, '/__dev/organisation-settings', { values: { enablePortal: false } });
    expect((await post(app, '/Utility/GetOrganisationSettings')).body.value).toMatchObject({ enablePortal: false });

    await post(app, '/__dev/reset-settings');
    expect((await post(app, '/Utility/GetSettings')).body.value).toMatchObject({ customerLoginWithOtp: false, portalName: DEFAULT_SETTINGS.portalName });
    expect((await post(app, '/Utility/GetOrganisationSettings')).body.value).toMatchObject({ enablePortal: true });
  });

  it('refuses unknown setting names on the dev endpoints', async () => {
    const answer = await post(app, '/__dev/settings', { values: { customerLoginWithOTP: true } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ status: 2, text: 'Unknown settings: customerLoginWithOTP' });
  });
});
