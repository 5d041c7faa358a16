import { describe, expect, it } from 'vitest';
import { inspectPdf, readingLines } from '../../pdf/pdfInspection.ts';
import type { AccountItem } from '../../store/accounts.ts';
import type { BillItem } from '../../store/billing.ts';
import { billPdf } from './billPdf.ts';

const bill: BillItem = {
  billId: 1, accountId: 1, invoiceNumber: '202611000000001', issueDate: '2026-11-01', periodFrom: '2026-10-01', periodTo: '2026-10-31',
  dueDate: '2026-11-30', amount: 42.5, paidAmount: 0, consumption: 12, unit: 'm³', status: 'unpaid',
};
const account = (holderName: string, address: string): AccountItem => ({
  accountId: 1, accountKey: '1000001', holderName, address, propertyReference: 'P-1', relation: null, isSelected: true, propertyId: 1,
  consumerType: null, billingGroup: null, tariff: null, supplyType: null, status: null, openedOn: null, bankName: null, iban: null, eBill: false,
});
const lines = (pdf: Buffer) => inspectPdf(pdf).texts.map((text) => text.glyphs.join(''));

describe('the bill PDF', () => {
  it('prints a Greek holder name and supply address with their letters', () => {
    const pdf = billPdf({ utilityName: 'Υπηρεσία Ύδρευσης', bill, account: account('Μαρία Γεωργίου', 'Οδός Αθηνών 12, 1016 Λευκωσία') });
    expect(lines(pdf)).toEqual(expect.arrayContaining([
      'Υπηρεσία Ύδρευσης',
      'Bill 202611000000001',
      'Account holder: Μαρία Γεωργίου',
      'Supply address: Οδός Αθηνών 12, 1016 Λευκωσία',
      'Period: 01/10/2026 - 31/10/2026    Issued: 01/11/2026',
      'Due date: 30/11/2026',
    ]));
    expect(inspectPdf(pdf).pages).toBe(1);
  });

  it('prints Cyrillic and Arabic holder names, the Arabic one right to left', () => {
    expect(lines(billPdf({ utilityName: 'Demo', bill, account: account('Иван Смирнов', 'ул. Ленина 1') }))).toContain('Account holder: Иван Смирнов');
    const arabic = inspectPdf(billPdf({ utilityName: 'Demo', bill, account: account('محمد بن علي', 'شارع 1') }));
    expect(arabic.texts.map((text) => text.glyphs.toReversed().join(''))).toContain('محمد بن علي');
  });

  it('prints a Greek holder with an Arabic supply address in an embedded font, the address read in its logical order', () => {
    const pdf = inspectPdf(billPdf({ utilityName: 'Demo', bill, account: account('Αλέξανδρος Παπαδόπουλος', 'شارع الملك فيصل 12، نيقوسيا') }));
    expect(readingLines(pdf.texts)).toEqual(expect.arrayContaining([
      'Account holder: Αλέξανδρος Παπαδόπουλος',
      'Supply address: شارع الملك فيصل 12، نيقوسيا',
    ]));
    // The glyphs come from the DejaVu Sans file embedded in the document, not from the reader's fonts.
    expect(pdf.fonts.map((font) => font.baseFont)).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/));
    expect(pdf.raw).toMatch(/\/FontFile2 \d+ 0 R/);
    // Shaped: the Arabic letters are painted in their joined forms, not all in their isolated ones.
    const regular = pdf.fonts.find((font) => font.baseFont.endsWith('+DejaVuSans'));
    expect([...(regular?.toUnicode ?? [])].filter(([, text]) => text === 'ل').length).toBeGreaterThan(1);
  });
});
