import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/constants.ts';
import { TEXT_IDS } from '../../seed/texts/localeTexts.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

const JSON_TEXTS = [TEXT_IDS.legalTerms, TEXT_IDS.privacyPolicy, TEXT_IDS.contactLocations, TEXT_IDS.helpVideoLinks];
const SAME_IN_EVERY_LANGUAGE: number[] = [TEXT_IDS.returnUrl];

describe('text calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  const message = async (TextId: number, Lang?: string, headers: Record<string, string> = {}) =>
    ((await post(app, '/Utility/GetMessage', { Lang, TextId }, headers)).body.settings as { text: string | null }).text;

  it('serves a text in the asked language', async () => {
    expect(await message(TEXT_IDS.loginDisabled, 'en')).toBe('The portal is closed for maintenance. Please try again later.');
    expect(await message(TEXT_IDS.loginDisabled, 'el')).toBe('Η πύλη είναι κλειστή για συντήρηση. Παρακαλώ δοκιμάστε ξανά αργότερα.');
  });

  it('falls back to English for a language not offered, and to Accept-Language without Lang', async () => {
    expect(await message(TEXT_IDS.registerButton, 'de')).toBe('Create an account');
    expect(await message(TEXT_IDS.registerButton, undefined, { 'accept-language': 'ru' })).toBe('Создать учётную запись');
    expect(await message(TEXT_IDS.registerButton)).toBe('Δημιουργία λογαριασμού');
  });

  it('answers null for an unknown id', async () => {
    const answer = await post(app, '/Utility/GetMessage', { Lang: 'en', TextId: 9999 });
    expect(answer.body).toEqual({ status: 0, text: '', settings: { text: null } });
  });

  it('has every text of the spec, translated, in every language', async () => {
    const ids = Object.values(TEXT_IDS);
    const english = await post(app, '/Utility/GetMessages', { Lang: 'en', TextIds: ids });
    const englishById = new Map((english.body.items as { textId: number; text: string }[]).map((i) => [i.textId, i.text]));
    for (const lang of LANGUAGES) {
      const answer = await post(app, '/Utility/GetMessages', { Lang: lang, TextIds: ids });
      const items = answer.body.items as { textId: number; text: string }[];
      expect(items.map((item) => item.textId)).toEqual(ids);
      for (const item of items) {
        expect(item.text.length, `${lang} ${item.textId}`).toBeGreaterThan(0);
        if (lang !== 'en' && !SAME_IN_EVERY_LANGUAGE.includes(item.textId)) {
          expect(item.text, `${lang} ${item.textId}`).not.toBe(englishById.get(item.textId));
        }
      }
    }
  });

  it('stores legal texts and video links as JSON lists (001 §3)', async () => {
    const answer = await post(app, '/Utility/GetMessages', { Lang: 'el', TextIds: JSON_TEXTS });
    const [legal, privacy, locations, videos] = (answer.body.items as { text: string }[]).map((i) => JSON.parse(i.text) as object[]);
    expect(legal?.[0]).toEqual({ title: { mainTitle: 'Όροι χρήσης', subtitle: 'Έκδοση 1ης Ιανουαρίου 2026' }, text: expect.any(String) });
    expect(privacy?.length).toBeGreaterThan(1);
    expect(locations?.[0]).toHaveProperty('title');
    expect(videos?.[0]).toEqual({ name: 'Σύνδεση και εγγραφή', url: expect.stringMatching(/^https:\/\//) });
  });

  it('batches ids in request order and leaves unknown ids out', async () => {
    const answer = await post(app, '/Utility/GetMessages', { Lang: 'en', TextIds: [78, 424242, 77] });
    expect(answer.body.items).toEqual([
      { textId: 78, text: 'Forgot your password?' },
      { textId: 77, text: 'Create an account' },
    ]);
  });

  it('serves the welcome message per locale, English for others', async () => {
    const welcome = async (Value: string) =>
      ((await post(app, '/Utility/GetPortalWelcomeMessage', { Value })).body.settings as { message: string }).message;
    expect(await welcome('en')).toMatch(/^Welcome to the e-Services/);
    expect(await welcome('el')).toMatch(/^Καλώς ήρθατε/);
    expect(await welcome('ar')).toMatch(/^مرحبًا/);
    expect(await welcome('fr')).toBe(await welcome('en'));
  });

  it('answers HTTP 400 status 2 when TextIds is not a list', async () => {
    const answer = await post(app, '/Utility/GetMessages', { Lang: 'en', TextIds: 'all' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(2);
  });
});
