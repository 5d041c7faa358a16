/** Text ids the specification names (000 §7, 001 §7, 002 §7), with what each holds. */
export const TEXT_IDS = {
  legalTerms: 2,
  accountDescription: 3,
  registrationMessage: 39,
  returnLinkText: 47,
  returnUrl: 48,
  idLabel: 49,
  helpVideoLinks: 51,
  legalLink: 52,
  accountTooltip: 55,
  passwordRulesTooltip: 56,
  idTooltip: 58,
  mobileTooltip: 59,
  accountEmailTooltip: 60,
  registerButton: 77,
  forgotButton: 78,
  newCustomerButton: 79,
  activationSuccess: 85,
  passwordMessage: 86,
  contactLocations: 94,
  invoiceHelp: 110,
  loginDisabled: 112,
  privacyPolicy: 113,
  registrationComplete: 114,
  registrationHeader: 115,
} as const;

export type TextKey = keyof typeof TEXT_IDS;

/** A paragraph of a legal or informational text, stored as JSON (001 §3 legal text). */
interface Paragraph {
  /** A heading, or (001 §3 legal text) a main title with a subtitle. */
  title: string | { mainTitle: string; subtitle: string };
  text: string;
}

/** A help video link, stored as JSON (000 §2 help menu). */
interface VideoLink {
  name: string;
  url: string;
}

type StructuredKey = 'legalTerms' | 'privacyPolicy' | 'contactLocations' | 'helpVideoLinks';

export type LocaleTexts = { welcome: string } & { [K in Exclude<TextKey, StructuredKey>]: string } & {
  legalTerms: Paragraph[];
  privacyPolicy: Paragraph[];
  contactLocations: Paragraph[];
  helpVideoLinks: VideoLink[];
};

export const RETURN_URL = 'https://www.demo-water.test/';
export const VIDEO_BASE = 'https://videos.demo-water.test/portal';
