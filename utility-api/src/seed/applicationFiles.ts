import { guidePdf } from './guidePdf.ts';

/** A 1×1 PNG: seeded image attachments only need to be real PNG files. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface SeedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export function seedPdf(fileName: string, title: string): SeedFile {
  return { fileName, contentType: 'application/pdf', content: guidePdf(title, [title, 'Reference document of the demo data.']) };
}

export function seedPng(fileName: string): SeedFile {
  return { fileName, contentType: 'image/png', content: PIXEL_PNG };
}
