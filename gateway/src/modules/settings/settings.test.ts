import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { loadConfig } from '../../config.ts';
import { createGateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { startFakeUpstream } from '../../testing/fakeUpstream.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const SETTINGS = /* GraphQL */ `{
  settings {
    isValid portalProfileType passwordMinimumLength currencySymbol defaultLanguage reCaptchaSiteKey mapsApiKey
    customerMobileAllowedPhoneCountries customerMobileNoPrefix otpDisableResendSeconds
    languages { code name } cardPaymentProviders { provider name }
  }
  organisation {
    isValid name shortName enablePortal isLoginDisabled disableLoginDate
    branding { main secondary accent loginPrimary loginSecondary }
    paymentLinks { name link icon appendAccount }
    menuIcons { item image }
  }
}`;

describe('settings and organisation', () => {
  it('maps the upstream settings to the schema and caches them across requests and viewers', async () => {
    harness.upstream.reset();
    const first = await harness.browser().graphql(SETTINGS);
    const second = await harness.browser({ 'accept-language': 'en' }).graphql(SETTINGS);

    expect(first.body).toEqual(second.body);
    expect(first.body.data?.['settings']).toEqual({
      isValid: true,
      portalProfileType: 'CUSTOMER',
      passwordMinimumLength: 8,
      currencySymbol: '€',
      defaultLanguage: 'el',
      reCaptchaSiteKey: null,
      mapsApiKey: null,
      customerMobileAllowedPhoneCountries: ['CY', 'GR'],
      customerMobileNoPrefix: '357',
      otpDisableResendSeconds: 30,
      cardPaymentProviders: [
        { provider: 1, name: 'Sandbox Pay' },
        { provider: 2, name: 'Sandbox Card Plus' },
      ],
      languages: [
        { code: 'en', name: 'English' },
        { code: 'el', name: 'Ελληνικά' },
        { code: 'ru', name: 'Русский' },
        { code: 'ar', name: 'العربية' },
      ],
    });
    expect(first.body.data?.['organisation']).toMatchObject({
      isValid: true,
      name: 'Demo Water Board',
      shortName: 'DWB',
      enablePortal: true,
      isLoginDisabled: false,
      disableLoginDate: null,
      branding: { main: '#0C3C60', secondary: '#1B75BB', accent: '#F5A623', loginPrimary: '#0C3C60', loginSecondary: '#3FA9F5' },
      paymentLinks: [
        { name: 'JCC Smart', link: 'https://pay.demo-water.test/jcc?account=', icon: null, appendAccount: true },
        { name: 'Bank transfer', link: 'https://www.demo-water.test/bank-transfer', icon: null, appendAccount: false },
      ],
    });
    expect(harness.upstream.count('/Utility/GetSettings')).toBe(1);
    expect(harness.upstream.count('/Utility/GetOrganisationSettings')).toBe(1);
    // The reference API includes the minimum length in its settings: no separate call.
    expect(harness.upstream.count('/Utility/GetPasswordMinimumLength')).toBe(0);
  });

  it('asks for the minimum password length separately when the settings do not include it', async () => {
    const fake = await startFakeUpstream('error500');
    try {
      fake.answer('/Utility/GetSettings', { status: 0, text: '', value: { isValid: true } });
      fake.answer('/Utility/GetPasswordMinimumLength', { status: 0, text: '', value: 9 });
      const gateway = createGateway({ ...loadConfig({ LOG_LEVEL: 'silent' }), utilityApiUrl: fake.url });
      const answer = await new TestBrowser(gateway.yoga).graphql('{ settings { passwordMinimumLength } }');
      expect(answer.body.data).toEqual({ settings: { passwordMinimumLength: 9 } });
      expect(fake.hits('/Utility/GetPasswordMinimumLength')).toBe(1);
      await gateway.close();
    } finally {
      await fake.close();
    }
  });

  it('logs a warning naming the phone-country setting when it names a country without a known dial code', async () => {
    const fake = await startFakeUpstream('error500');
    try {
      fake.answer('/Utility/GetSettings', {
        status: 0,
        text: '',
        value: { isValid: true, passwordMinimumLength: 8, customerMobileAllowedPhoneCounties: 'CY, KZ,XX,Greece' },
      });
      const gateway = createGateway({ ...loadConfig({ LOG_LEVEL: 'silent' }), utilityApiUrl: fake.url });
      const { logger } = gateway.services;
      const warnings: unknown[][] = [];
      const child = logger.child.bind(logger);
      vi.spyOn(logger, 'child').mockImplementation((bindings, options) => {
        const scoped = child(bindings, options);
        vi.spyOn(scoped, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
        return scoped;
      });
      const answer = await new TestBrowser(gateway.yoga).graphql('{ settings { customerMobileAllowedPhoneCountries } }');
      expect(answer.body.data).toEqual({ settings: { customerMobileAllowedPhoneCountries: ['CY', 'KZ', 'XX'] } });
      expect(warnings).toEqual([
        [{ setting: 'customerMobileAllowedPhoneCounties', unknown: ['XX', 'Greece'] }, expect.stringContaining('customerMobileAllowedPhoneCounties')],
      ]);
      await gateway.close();
    } finally {
      await fake.close();
    }
  });

  it('treats menu icons shorter than 21 characters as absent', async () => {
    const fresh = await startHarness();
    try {
      const image = 'data:image/png;base64,iVBORw0KGgo=';
      await fresh.dev('/__dev/organisation-settings', { values: { menuIcons: { userHome: image, account: 'icon.png' } } });
      const answer = await fresh.browser().graphql('{ organisation { menuIcons { item image } } }');
      const icons = (answer.body.data?.['organisation'] as { menuIcons: Array<{ item: string; image: string | null }> })
        .menuIcons;
      expect(icons.find((icon) => icon.item === 'userHome')).toEqual({ item: 'userHome', image });
      expect(icons.find((icon) => icon.item === 'account')).toEqual({ item: 'account', image: null });
      expect(icons.find((icon) => icon.item === 'gisAdministration')).toEqual({ item: 'gisAdministration', image: null });
    } finally {
      await fresh.close();
    }
  });

  it('answers isValid false with safe defaults when the utility marks its settings invalid', async () => {
    const fresh = await startHarness();
    try {
      await fresh.dev('/__dev/settings', { values: { isValid: false } });
      await fresh.dev('/__dev/organisation-settings', { values: { isValid: false, brandingColor: null } });
      const answer = await fresh.browser().graphql('{ settings { isValid } organisation { isValid branding { main } } }');
      expect(answer.body).toEqual({
        data: { settings: { isValid: false }, organisation: { isValid: false, branding: { main: '#0C3C60' } } },
      });
    } finally {
      await fresh.close();
    }
  });
});
