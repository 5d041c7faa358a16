/**
 * The document the utility issues for a family application (licence, permit, authorization): who holds
 * it, what it allows, its reference and the code anyone can check on the public verification page.
 */
import { guidePdf } from '../seed/guidePdf.ts';

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

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The issued document as a one-page PDF. */
export function issuedDocumentPdf(input: IssuedDocumentPdfInput): Buffer {
  const { captions } = input;
  return guidePdf(`${input.title} ${input.reference}`, [
    input.utilityName,
    input.title,
    `${captions.reference}: ${input.reference}`,
    `${captions.holder}: ${input.holderName}`,
    `${captions.address}: ${input.holderAddress}`,
    `${captions.issuedOn}: ${ddmmyyyy(input.issuedOn)}`,
    ...(input.validUntil ? [`${captions.validUntil}: ${ddmmyyyy(input.validUntil)}`] : []),
    '',
    ...input.particulars.map((particular) => `${particular.label}: ${particular.value}`),
    '',
    `${captions.verification}: ${input.verificationCode} (${input.verificationUrl})`,
  ]);
}
