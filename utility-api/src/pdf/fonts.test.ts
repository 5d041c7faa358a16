import { describe, expect, it } from 'vitest';
import { fontSource } from './fonts.ts';
import { issuedDocumentPdf, type IssuedDocumentPdfInput } from './issuedDocument.ts';
import { inspectPdf } from './pdfInspection.ts';

const captions = { holder: 'Holder', address: 'Address', reference: 'Reference', issuedOn: 'Issued on', validUntil: 'Valid until', verification: 'Code' };
const input = (holderName: string): IssuedDocumentPdfInput => ({
  utilityName: 'Demo', language: 'en', title: 'Permit', familyName: 'Permit', reference: 'R-1', verificationCode: 'ABCD', verificationUrl: 'https://portal.test/verify',
  holderName, holderAddress: 'Nicosia', issuedOn: '2026-11-27', validUntil: null, particulars: [], captions,
});

describe('the document fonts', () => {
  it('are parsed once per process, not read from the file for every document', () => {
    expect(Buffer.isBuffer(fontSource('regular'))).toBe(false);
    expect(fontSource('regular')).toBe(fontSource('regular'));
    expect(fontSource('bold')).not.toBe(fontSource('regular'));
  });

  it('map every glyph of a document to its characters, whatever the documents before it showed', () => {
    // DejaVu draws Greek Π with the Cyrillic П: rendering Π first reads П as a part, without characters.
    issuedDocumentPdf(input('Παπαδόπουλος'));
    const russian = inspectPdf(issuedDocumentPdf(input('Петров')));
    expect(russian.texts.map((text) => text.glyphs.join(''))).toContain('Петров');
    for (const font of russian.fonts) expect([...font.toUnicode.values()].slice(1)).not.toContain('');
  });

  it('still embed in each document only the glyphs it shows', () => {
    issuedDocumentPdf(input('محمد بن علي'));
    const greek = inspectPdf(issuedDocumentPdf(input('Μαρία Γεωργίου')));
    const characters = greek.fonts.flatMap((font) => [...font.toUnicode.values()]).join('');
    expect(characters).toContain('Γ');
    expect(characters).not.toMatch(/\p{Script=Arabic}/u);
    expect(greek.raw.length).toBeLessThan(30_000);
  });
});
