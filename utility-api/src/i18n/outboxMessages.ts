import type { Language } from '../domain/constants.ts';
import type { OtpPurpose } from '../store/oneTimeCodes.ts';
import { fill, type Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/outbox.json' with { type: 'json' };
import el from '../locales/el/outbox.json' with { type: 'json' };
import ru from '../locales/ru/outbox.json' with { type: 'json' };
import ar from '../locales/ar/outbox.json' with { type: 'json' };

/** Which message a code travels in; the OTP-session codes of e-mail and SMS read the same. */
type Template = 'login' | 'activation' | 'reset' | 'changeEmail' | 'changeMobile' | 'verification';

const TEMPLATE_OF: Record<OtpPurpose, Template> = {
  login: 'login',
  activation: 'activation',
  reset: 'reset',
  changeEmail: 'changeEmail',
  changeMobile: 'changeMobile',
  sessionEmail: 'verification',
  sessionSms: 'verification',
};

interface Wording {
  subjects: Record<Template, string>;
  /** `{{code}}` is the code. */
  codeLines: Record<Template, string>;
  /** `{{minutes}}` is the code's lifetime. */
  validity: string;
  /** `{{link}}` is the portal path that confirms without typing the code. */
  linkLine: string;
}

const WORDING: Catalog<Wording> = { en, el, ru, ar };

export interface CodeMessage {
  subject: string;
  body: string;
}

/** The e-mail or SMS that carries a code (docs/architecture.md §2 outbox), in the recipient's language. */
export function codeMessage(
  lang: Language,
  purpose: OtpPurpose,
  code: string,
  lifetimeSeconds: number,
  link?: string,
): CodeMessage {
  const wording = WORDING[lang];
  const template = TEMPLATE_OF[purpose];
  const minutes = String(Math.max(1, Math.ceil(lifetimeSeconds / 60)));
  const lines = [fill(wording.codeLines[template], { code }, { keepMissing: true }), fill(wording.validity, { minutes }, { keepMissing: true })];
  if (link) lines.push(fill(wording.linkLine, { link }, { keepMissing: true }));
  return { subject: wording.subjects[template], body: lines.join('\n') };
}
