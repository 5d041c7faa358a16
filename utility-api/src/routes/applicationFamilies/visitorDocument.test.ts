import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, readingLines, type ShownText } from '../../pdf/pdfInspection.ts';
import { lastCodeTo } from '../../testing/outbox.ts';
import { post, sessionCookieOf } from '../../testing/testApi.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

/** A visitor's notice started with `address` in `language`, submitted, approved and issued: the PDF's texts. */
async function issuedTo(email: string, language: string, address: { Street: string; Postcode: string; City: string }, name = 'Visitor'): Promise<ShownText[]> {
  const session = await api.app.inject({ method: 'POST', url: '/Session/Create', payload: { Email: email, LanguageCode: language } });
  const started = await post(
    api.app,
    '/VisitorFamilyApplication/Start',
    { Code: 'visitorNotice', Name: name, Address: address, SessionId: Number(session.body), EmailOtpCode: await lastCodeTo(api.app, email), LanguageCode: language },
    { 'accept-language': language },
  );
  const cookie = sessionCookieOf(started);
  const id = started.body.id as number;
  await api.call(cookie, '/FamilyApplication/Save', { Code: 'visitorNotice', PortalApplicationId: id, Values: { subject: 'Tanker access' } }, language);
  expect(await api.call(cookie, '/FamilyApplication/Submit', { PortalApplicationId: id })).toMatchObject({ status: 0 });
  await api.decide(api.staff, id, 'APPROVE');
  expect(await api.decide(api.staff, id, 'ISSUE')).toMatchObject({ status: 0, stage: 'ISSUED' });
  const pdf = await api.app.inject({ method: 'POST', url: '/FamilyApplication/DownloadDocument', headers: { cookie }, payload: { PortalApplicationId: id } });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  return inspectPdf(pdf.rawPayload).texts;
}

describe('a visitor\'s issued document', () => {
  it('names the address the visitor gave at the start, in Greek', async () => {
    const texts = await issuedTo('greek.visitor@example.test', 'el', { Street: 'Λεωφόρος Αρχιεπισκόπου Μακαρίου 12', Postcode: '1065', City: 'Λευκωσία' });
    expect(texts.map((text) => text.glyphs.join(''))).toContain('Λεωφόρος Αρχιεπισκόπου Μακαρίου 12, 1065 Λευκωσία');
  });

  it('names it in Arabic, every letter painted with a glyph that maps back to it', async () => {
    const street = 'شارع الملك فيصل 12';
    const city = 'نيقوسيا';
    const texts = await issuedTo('arabic.visitor@example.test', 'ar', { Street: street, Postcode: '1065', City: city });
    // The address's line: the runs on the postcode's baseline, in its font (right to left, so compared as letters).
    const postcode = texts.find((text) => text.glyphs.join('') === '1065');
    if (!postcode) throw new Error('address not painted');
    const line = texts.filter((text) => text.y === postcode.y && text.font === postcode.font);
    const letters = (text: string) => [...text.replaceAll(' ', '')].sort();
    expect(letters(line.flatMap((text) => text.glyphs).join(''))).toEqual(letters(`${street}, 1065 ${city}`));
    expect(readingLines(texts, 'rtl')).toContain(`${street}, 1065 ${city}`);
  });

  it('names a Greek holder with an Arabic address, both in their letters and the address in its reading order', async () => {
    const address = { Street: 'شارع الملك فيصل 12', Postcode: '1065', City: 'نيقوسيا' };
    const texts = await issuedTo('mixed.visitor@example.test', 'el', address, 'Αλέξανδρος Παπαδόπουλος');
    expect(readingLines(texts)).toEqual(expect.arrayContaining(['Αλέξανδρος Παπαδόπουλος', 'شارع الملك فيصل 12, 1065 نيقوسيا']));
  });
});
