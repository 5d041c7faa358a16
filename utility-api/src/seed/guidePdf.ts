import { pdfWriter } from '../pdf/pdfWriter.ts';

/**
 * A one-page PDF of the portal guide (001 §2 "general guide downloads") and of the demo data's reference
 * documents: the first line as the heading, the others as paragraphs, in the documents' writer, so a
 * localized title or line prints in its own script.
 */
export function guidePdf(title: string, lines: readonly string[], language = 'en'): Buffer {
  const pdf = pdfWriter({ title, language, author: lines[0] ?? title });
  lines.forEach((line, index) => pdf.text(line, index === 0 ? { size: 20, weight: 'bold' } : { size: 12 }));
  return pdf.finish();
}
