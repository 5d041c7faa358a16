/**
 * The fonts of the documents the API renders: DejaVu Sans covers Latin, Greek, Cyrillic and Arabic (with
 * its contextual forms), so holder names and addresses print in any of the portal's languages. The files
 * come from the `dejavu-fonts-ttf` package, never from the host, so every machine renders the same PDF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const FILES: Record<FontWeight, string> = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const loaded = new Map<FontWeight, Buffer>();

/** The TrueType file of a weight, read once per process (pdfkit embeds only the glyphs a document uses). */
export function fontFile(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFileSync(FILES[weight]);
    loaded.set(weight, bytes);
  }
  return bytes;
}
