/**
 * The document the utility issues for a family application (licence, permit, authorization): who holds
 * it, what it allows, its reference and the code anyone can check on the public verification page.
 */
import { typedDayOf } from '../../../shared/days.ts';
import { pdfWriter } from './pdfWriter.ts';

export interface IssuedDocumentPdfInput {
  utilityName: string;
  /** Language of the document's texts (en, el, ru, ar). */
  language: string;
  /** Title of the document, in that language. */
  title: string;
  familyName: string;
  reference: string;
  verificationCode: string;
  /** Where the code is checked (the portal's public verification page). */
  verificationUrl: string;
  holderName: string;
  holderAddress: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  validUntil: string | null;
  /** The application's main values, label and value, in the document's language. */
  particulars: readonly { label: string; value: string }[];
  /** Captions of the document's fixed parts ("Holder", "Reference"…), in its language. */
  captions: Readonly<Record<'holder' | 'address' | 'reference' | 'issuedOn' | 'validUntil' | 'verification', string>>;
}

const ACCENT = '#0c3c60';
const MUTED = '#55606b';

/** The issued document as a one-page A4 PDF in its language and direction. */
export function issuedDocumentPdf(input: IssuedDocumentPdfInput): Buffer {
  const { captions } = input;
  const pdf = pdfWriter({ title: `${input.title} ${input.reference}`, language: input.language, author: input.utilityName });
  pdf.text(input.utilityName, { size: 12, weight: 'bold', color: ACCENT });
  pdf.space(4);
  pdf.rule(ACCENT);
  pdf.space(18);
  pdf.text(input.title, { size: 20, weight: 'bold', color: ACCENT });
  if (input.familyName !== input.title) pdf.text(input.familyName, { size: 11, color: MUTED });
  pdf.space(6);
  pdf.text(`${captions.reference}: ${input.reference}`, { size: 11, color: MUTED });
  pdf.space(16);
  const labelWidth = Math.round(pdf.width * 0.34);
  pdf.table(
    [
      { label: captions.holder, value: input.holderName },
      { label: captions.address, value: input.holderAddress },
      { label: captions.issuedOn, value: typedDayOf(input.issuedOn) },
      ...(input.validUntil ? [{ label: captions.validUntil, value: typedDayOf(input.validUntil) }] : []),
    ],
    { labelWidth, size: 11 },
  );
  if (input.particulars.length > 0) {
    pdf.space(18);
    pdf.table(input.particulars, { labelWidth, size: 10 });
  }
  pdf.space(28);
  pdf.text(captions.verification, { size: 11, weight: 'bold', color: MUTED, align: 'center' });
  pdf.space(4);
  pdf.text(input.verificationCode, { size: 24, weight: 'bold', color: ACCENT, align: 'center' });
  pdf.space(4);
  pdf.text(input.verificationUrl, { size: 10, color: MUTED, align: 'center' });
  return pdf.finish();
}
