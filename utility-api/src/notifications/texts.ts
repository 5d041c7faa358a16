import type { Language } from '../domain/constants.ts';
import { fill, type Catalog } from '../../../shared/i18n/catalog.ts';
import en from '../locales/en/notifications.json' with { type: 'json' };
import el from '../locales/el/notifications.json' with { type: 'json' };
import ru from '../locales/ru/notifications.json' with { type: 'json' };
import ar from '../locales/ar/notifications.json' with { type: 'json' };
import type { NotificationKind } from './kinds.ts';

interface Wording {
  subjects: Record<NotificationKind, string>;
  lines: Record<NotificationKind, string>;
  /** `{{link}}` is the unsubscribe link of the message. */
  unsubscribeLine: string;
  tokenInvalid: string;
  duplicateKind: string;
}

const WORDING: Catalog<Wording> = { en, el, ru, ar };

/** The e-mail subject and body of a notification (the SMS carries the body only). */
export function notificationMessage(
  lang: Language,
  kind: NotificationKind,
  values: Record<string, string>,
  link: string,
): { subject: string; body: string } {
  const wording = WORDING[lang];
  const lines = [fill(wording.lines[kind], values, { keepMissing: true }), fill(wording.unsubscribeLine, { link })];
  return { subject: wording.subjects[kind], body: lines.join('\n') };
}

export function notificationText(lang: Language, key: 'tokenInvalid' | 'duplicateKind'): string {
  return WORDING[lang][key];
}
