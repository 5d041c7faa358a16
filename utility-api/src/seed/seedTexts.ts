import type { Db } from '../db/open.ts';
import { LOCALIZED_FILE_APP_GUIDE, type Language } from '../domain/constants.ts';
import { guidePdf } from './guidePdf.ts';
import { ar } from './texts/ar.ts';
import { el } from './texts/el.ts';
import { en } from './texts/en.ts';
import { TEXT_IDS, type LocaleTexts, type TextKey } from './texts/localeTexts.ts';
import { ru } from './texts/ru.ts';

const LOCALE_TEXTS: Record<Language, LocaleTexts> = { en, el, ru, ar };

/** The app guide exists in English and Greek only; the map guide is absent so the portal's warning shows (000 §2). */
const APP_GUIDES = [
  { lang: 'en', title: 'Portal guide', filename: 'portal-guide-en.pdf' },
  { lang: 'el', title: 'Οδηγός χρήσης της πύλης', filename: 'portal-guide-el.pdf' },
] as const;

const GUIDE_LINES = [
  'Demo Water Board e-Services',
  '1. Sign in with your email address or mobile number and your password.',
  '2. Choose an account to see its bills, payments and meter readings.',
  '3. Submit a meter reading from the Readings page.',
  '4. Pay a bill online from the Payments page.',
  'Help: support@demo-water.test, telephone 22 000 000.',
];

export function seedTexts(db: Db): void {
  const text = db.prepare('INSERT INTO texts (id, lang, text) VALUES (?, ?, ?)');
  const welcome = db.prepare('INSERT INTO portal_welcome_messages (lang, message) VALUES (?, ?)');
  const file = db.prepare(
    'INSERT INTO localized_files (kind, lang, filename, content_type, content) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [lang, texts] of Object.entries(LOCALE_TEXTS)) {
    welcome.run(lang, texts.welcome);
    for (const [key, id] of Object.entries(TEXT_IDS)) {
      const value = texts[key as TextKey];
      text.run(id, lang, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  for (const guide of APP_GUIDES) {
    file.run(LOCALIZED_FILE_APP_GUIDE, guide.lang, guide.filename, 'application/pdf', guidePdf(guide.title, GUIDE_LINES, guide.lang));
  }
}
