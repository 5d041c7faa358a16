import type { SettingsValue } from '../store/keyValueSettings.ts';

const WATER_DROP_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<path d="M32 4C32 4 12 28 12 41a20 20 0 0 0 40 0C52 28 32 4 32 4z" fill="#1B75BB"/>' +
  '<path d="M24 42a8 8 0 0 0 8 8" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>' +
  '</svg>';

const DEMO_LOGO = `data:image/svg+xml;base64,${Buffer.from(WATER_DROP_SVG).toString('base64')}`;

/** The demo organisation: portal, support and privacy pages on, branding around #0C3C60 (000 §3, §9). */
export const DEFAULT_ORGANISATION_SETTINGS: SettingsValue = {
  isValid: true,
  enablePortal: true,
  enableSupportPage: true,
  enablePrivacyPolicy: true,
  logo: DEMO_LOGO,
  orgName: 'Demo Water Board',
  orgShortName: 'DWB',
  paymentLink: 'https://pay.demo-water.test/',
  paymentLinks: [
    { name: 'JCC Smart', link: 'https://pay.demo-water.test/jcc?account=', icon: null, appendAccount: true },
    { name: 'Bank transfer', link: 'https://www.demo-water.test/bank-transfer', icon: null, appendAccount: false },
  ],
  brandingColor: '#0C3C60',
  brandingSecondaryColor: '#1B75BB',
  brandingAccentColor: '#F5A623',
  loginBrandingColor: '#0C3C60',
  loginBrandingSecondaryColor: '#3FA9F5',
  loginBackgroundImage: null,
  menuIcons: {},
  enableIconsNavBar: false,
  showNavBarOnHover: false,
  disableLoginDate: null,
};
