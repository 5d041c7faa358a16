import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../../pdf/pdfInspection.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

const APP_GUIDE = 1;
const MAP_GUIDE = 2;

describe('localized files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  const exists = async (Value: number, Lang?: string) =>
    (await post(app, '/Utility/IsExistingLocalizedFile', { Value, Lang })).body;

  it('has the app guide in every language (English as fallback) and no map guide', async () => {
    expect(await exists(APP_GUIDE, 'el')).toEqual({ status: 0, text: '', isExisting: true });
    expect((await exists(APP_GUIDE, 'ru')).isExisting).toBe(true);
    expect((await exists(MAP_GUIDE, 'en')).isExisting).toBe(false);
  });

  it('downloads the guide as a PDF attachment in the asked language', async () => {
    const download = (Lang: string) =>
      app.inject({ method: 'POST', url: '/Utility/DownloadLocalizedFile', payload: { Value: APP_GUIDE, Lang } });
    const greek = await download('el');
    expect(greek.statusCode).toBe(200);
    expect(greek.headers['content-type']).toBe('application/pdf');
    expect(greek.headers['content-disposition']).toBe('attachment; filename="portal-guide-el.pdf"');
    const pdf = inspectPdf(greek.rawPayload);
    expect(pdf.raw.startsWith('%PDF-')).toBe(true);
    expect(pdf.raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.info.Title).toBe('Οδηγός χρήσης της πύλης');
    expect(pdf.catalog).toContain('/Lang (el)');
    expect(pdf.texts.map((text) => text.glyphs.join(''))).toContain('4. Pay a bill online from the Payments page.');

    const russian = await download('ru');
    expect(russian.headers['content-disposition']).toBe('attachment; filename="portal-guide-en.pdf"');
  });

  it('writes a PDF whose cross-reference table points at its objects', async () => {
    const response = await app.inject({ method: 'POST', url: '/Utility/DownloadLocalizedFile', payload: { Value: APP_GUIDE, Lang: 'en' } });
    const pdf = response.rawPayload.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\n`)));
  });

  it('answers a status 1 envelope when the file is missing', async () => {
    const answer = await post(app, '/Utility/DownloadLocalizedFile', { Value: MAP_GUIDE, Lang: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: 1, text: 'The requested file does not exist' });
  });

  it('refuses kinds other than 1 and 2 with HTTP 400 status 2', async () => {
    const answer = await post(app, '/Utility/IsExistingLocalizedFile', { Value: 3 });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(2);
  });

  it('serves the example bill image as a data URL (GET)', async () => {
    const response = await app.inject({ method: 'GET', url: '/Utility/GetAccountExampleImage' });
    const body = response.json<{ status: number; data: string }>();
    expect(body.status).toBe(0);
    const svg = Buffer.from(body.data.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('Account number');
  });

  it('outlines the number a form asks for: the account number by default, the invoice number on request', async () => {
    const outlined = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/Utility/GetAccountExampleImage${query}` });
      const svg = Buffer.from(response.json<{ data: string }>().data.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
      // The outline is drawn right before the number it surrounds.
      return /stroke="#F5A623"[^>]*\/>\n<text[^>]*>(\d+)<\/text>/.exec(svg)?.[1];
    };
    expect(await outlined('')).toBe('10000052');
    expect(await outlined('?Part=invoice')).toMatch(/^\d{15}$/);
    expect((await app.inject({ method: 'GET', url: '/Utility/GetAccountExampleImage?Part=meter' })).statusCode).toBe(400);
  });
});
