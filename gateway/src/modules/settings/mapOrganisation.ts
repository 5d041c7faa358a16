import { mapMenuIcons } from './menuIcons.ts';
import { asRecord, readBoolean, readString, type RawSettings } from './read.ts';

/** Toolbar colour when the organisation sets none (`000 §9`); the other colours default to it. */
const DEFAULT_MAIN_COLOUR = '#0C3C60';

export interface PaymentLinkModel {
  name: string;
  link: string;
  icon: string | null;
  appendAccount: boolean;
}

/** The `Organisation` type of the schema. */
export type OrganisationModel = ReturnType<typeof mapOrganisation>;

function paymentLinks(raw: RawSettings): PaymentLinkModel[] {
  const list = Array.isArray(raw['paymentLinks']) ? raw['paymentLinks'] : [];
  return list.flatMap((entry) => {
    const item = asRecord(entry);
    const link = item === undefined ? null : readString(item, 'link');
    if (item === undefined || link === null) return [];
    return [{ name: readString(item, 'name') ?? link, link, icon: readString(item, 'icon'), appendAccount: readBoolean(item, 'appendAccount') }];
  });
}

function branding(raw: RawSettings) {
  const main = readString(raw, 'brandingColor') ?? DEFAULT_MAIN_COLOUR;
  return {
    main,
    secondary: readString(raw, 'brandingSecondaryColor') ?? main,
    accent: readString(raw, 'brandingAccentColor') ?? main,
    loginPrimary: readString(raw, 'loginBrandingColor') ?? main,
    loginSecondary: readString(raw, 'loginBrandingSecondaryColor') ?? main,
  };
}

/** A valid moment, or null: a garbled date must not disable sign-in. */
function moment(raw: RawSettings, key: string): Date | null {
  const value = readString(raw, key);
  const date = value === null ? null : new Date(value);
  return date !== null && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Maps the upstream organisation settings (`000 §3`) onto the schema's names. Missing or malformed
 * settings give `isValid: false`, which sends users to the error page (`000 §8`).
 */
export function mapOrganisation(value: unknown, now: Date) {
  const settings = asRecord(value);
  const raw = settings ?? {};
  const disableLoginDate = moment(raw, 'disableLoginDate');
  return {
    isValid: settings !== undefined && readBoolean(raw, 'isValid'),
    enablePortal: readBoolean(raw, 'enablePortal'),
    enableSupportPage: readBoolean(raw, 'enableSupportPage'),
    enablePrivacyPolicy: readBoolean(raw, 'enablePrivacyPolicy'),
    logo: readString(raw, 'logo'),
    name: readString(raw, 'orgName') ?? '',
    shortName: readString(raw, 'orgShortName') ?? '',
    paymentLink: readString(raw, 'paymentLink'),
    paymentLinks: paymentLinks(raw),
    branding: branding(raw),
    loginBackgroundImage: readString(raw, 'loginBackgroundImage'),
    menuIcons: mapMenuIcons(raw['menuIcons']),
    enableIconsNavBar: readBoolean(raw, 'enableIconsNavBar'),
    showNavBarOnHover: readBoolean(raw, 'showNavBarOnHover'),
    disableLoginDate,
    // Sign-in stays disabled while the stored date is now or later (`000 §4`, Login disabled).
    isLoginDisabled: disableLoginDate !== null && disableLoginDate.getTime() >= now.getTime(),
  };
}
