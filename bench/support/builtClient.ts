import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const clientDist = join(import.meta.dirname, '..', '..', 'client', 'dist');

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export const NO_WEIGHT: Weight = { raw: 0, gzip: 0, brotli: 0 };

/**
 * A built file's size raw and compressed as a CDN or a precompressing server would send it (gzip -9,
 * brotli quality 11): the gateway itself sends files uncompressed, so the compressed figures are
 * computed here from the very files the browser loaded.
 */
export function weightOf(urlPath: string): Weight {
  const content = readFileSync(join(clientDist, urlPath));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sum(weights: Weight[]): Weight {
  return weights.reduce((total, w) => ({ raw: total.raw + w.raw, gzip: total.gzip + w.gzip, brotli: total.brotli + w.brotli }), NO_WEIGHT);
}

/**
 * Files of employee screens and their texts, from Vite's build manifest (its keys are source paths):
 * a customer must never load one.
 */
export function employeeFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => /(^|\/)employee(\/|\.)/i.test(source))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}
