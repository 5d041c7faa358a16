import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

const require = createRequire(import.meta.url);
let loaded: typeof PDFKitDocument | undefined;

/**
 * pdfkit's document class, loaded with the first document rather than at every start of the API (about
 * 150 ms of CPU), since most starts (a test's, a portal's) render none. Loaded with `require` so that
 * writing a document stays synchronous (pdfWriter.ts).
 */
export function pdfDocumentClass(): typeof PDFKitDocument {
  return (loaded ??= require('pdfkit') as typeof PDFKitDocument);
}
