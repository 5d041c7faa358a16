import { describe, expect, it } from 'vitest';
import { issuedDocumentPdf, type IssuedDocumentPdfInput } from './issuedDocument.ts';
import { inspectPdf, type ShownText } from './pdfInspection.ts';

const document = (overrides: Partial<IssuedDocumentPdfInput>): IssuedDocumentPdfInput => ({
  utilityName: 'Demo Water Board',
  language: 'en',
  title: 'Drilling permit',
  familyName: 'Drilling permit',
  reference: 'DRL-2026-000118',
  verificationCode: 'K7QF-9X2M-4TZP',
  verificationUrl: 'https://portal.demo-water.test/verify',
  holderName: 'Maria Georgiou',
  holderAddress: '12 Makarios Avenue, 1065 Nicosia',
  issuedOn: '2026-11-27',
  validUntil: '2027-11-26',
  particulars: [{ label: 'Plot', value: 'Sheet 21/33, plot 412' }],
  captions: { holder: 'Holder', address: 'Address', reference: 'Reference', issuedOn: 'Issued on', validUntil: 'Valid until', verification: 'Verification code' },
  ...overrides,
});

const arabic = document({
  language: 'ar',
  title: 'رخصة حفر بئر',
  holderName: 'محمد بن علي الحسن',
  holderAddress: 'شارع الملك فيصل 12، نيقوسيا',
  particulars: [{ label: 'ملاحظة', value: 'رقم الطلب DRL-2026-000118 صالح' }],
  captions: { holder: 'صاحب الرخصة', address: 'العنوان', reference: 'الرقم المرجعي', issuedOn: 'تاريخ الإصدار', validUntil: 'صالحة حتى', verification: 'رمز التحقق' },
});

/** The text of a line as a reader reads it: painted left to right, read right to left in Arabic. */
const painted = (texts: readonly ShownText[]) => texts.map((text) => text.glyphs.join('')).join('');
/** The runs of a line: the texts painted on the same baseline in the same font, left to right. */
const lineOf = (texts: readonly ShownText[], sample: ShownText) =>
  texts.filter((text) => text.y === sample.y && text.font === sample.font).sort((left, right) => left.x - right.x);
const RIGHT_MARGIN = 595.28 - 56;

describe('the issued document PDF', () => {
  it('is a one-page PDF in DejaVu Sans with its title and language as metadata', () => {
    const pdf = inspectPdf(issuedDocumentPdf(document({ language: 'el', title: 'Άδεια γεώτρησης' })));
    expect(pdf.raw.startsWith('%PDF-')).toBe(true);
    expect(pdf.raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf.info.Title).toBe('Άδεια γεώτρησης DRL-2026-000118');
    expect(pdf.catalog).toContain('/Lang (el)');
  });

  it.each([
    ['el', 'Αλέξανδρος Παπαδόπουλος', 'Λεωφόρος Αρχιεπισκόπου Μακαρίου 12, Λευκωσία'],
    ['ru', 'Иван Петрович Смирнов', 'проспект Макариоса 12, Никосия'],
  ])('shows the holder name and address in %s with glyphs that map back to their letters', (language, holderName, holderAddress) => {
    const pdf = inspectPdf(issuedDocumentPdf(document({ language, holderName, holderAddress })));
    const lines = pdf.texts.map((text) => text.glyphs.join(''));
    expect(lines).toContain(holderName);
    expect(lines).toContain(holderAddress);
    expect(lines).toContain('27/11/2026');
    expect(lines).toContain('K7QF-9X2M-4TZP');
  });

  it('writes Arabic right to left: joined glyphs in visual order, right-aligned, digits and Latin kept in order', () => {
    const pdf = inspectPdf(issuedDocumentPdf(arabic));
    expect(pdf.catalog).toContain('/Lang (ar)');
    const name = pdf.texts.find((text) => text.glyphs.includes('ح') && text.glyphs.includes('ن') && text.glyphs.length > 10);
    if (!name) throw new Error('holder name not painted');
    // Painted left to right, the name's glyphs are its letters from last to first.
    expect(name.glyphs.toReversed().join('')).toBe(arabic.holderName);
    // Contextual forms: the painted glyphs are not the isolated letters.
    const regular = pdf.fonts.find((font) => font.baseFont.endsWith('+DejaVuSans'));
    const glyphOf = (letter: string) => [...(regular?.toUnicode ?? [])].filter(([, text]) => text === letter).map(([glyph]) => glyph);
    expect(glyphOf('م').length).toBeGreaterThan(1);
    const title = pdf.texts.find((text) => text.glyphs.toReversed().join('') === arabic.title);
    expect(title && title.x + title.width).toBeCloseTo(RIGHT_MARGIN, 0);
    expect(title?.x).toBeGreaterThan(300);

    const reference = pdf.texts.find((text) => text.glyphs.join('') === 'DRL-2026-000118' && text.size === 10);
    if (!reference) throw new Error('reference not painted');
    expect(painted(lineOf(pdf.texts, reference))).toBe('حلاص DRL-2026-000118 بلطلا مقر');
    const address = pdf.texts.find((text) => text.glyphs.join('') === '12');
    if (!address) throw new Error('address not painted');
    expect(painted(lineOf(pdf.texts, address))).toBe('ايسوقين ،12 لصيف كلملا عراش');
  });

  it('keeps the order of an English document with an Arabic holder name and left-aligns it', () => {
    const pdf = inspectPdf(issuedDocumentPdf(document({ holderName: 'محمد بن علي' })));
    const title = pdf.texts.find((text) => text.glyphs.join('') === 'Drilling permit');
    expect(title?.x).toBeCloseTo(56, 0);
    expect(pdf.texts.map((text) => text.glyphs.toReversed().join(''))).toContain('محمد بن علي');
  });

  it('wraps a long particular inside its column and stays on one page', () => {
    const value = 'Irrigation of a garden with a borehole of at most sixty metres depth, metered, with the extracted volume reported every quarter. '.repeat(3);
    const pdf = inspectPdf(issuedDocumentPdf(document({ particulars: [{ label: 'Purpose', value }] })));
    const lines = pdf.texts.filter((text) => text.size === 10 && text.x > 150 && text.glyphs.join('') !== 'https://portal.demo-water.test/verify');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.x + line.width).toBeLessThanOrEqual(RIGHT_MARGIN + 0.01);
    expect(lines.map((line) => line.glyphs.join('')).join(' ')).toBe(value.trim());
    expect(pdf.pages).toBe(1);
  });
});
