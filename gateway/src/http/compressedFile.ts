import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text formats worth compressing; images and fonts of the client are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|map|webmanifest)$/i;

/** The client is a few hundred kilobytes: each file is compressed once per encoding and kept. */
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * The best encoding an `Accept-Encoding` header allows: brotli, then gzip; one listed with `q=0` is
 * refused, and `*` stands for any encoding not listed. Undefined: send the bytes as they are.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allowed = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

/** The best encoding the browser accepts for `path`, or undefined to send the file as it is. */
export function encodingFor(path: string, acceptEncoding: string | undefined): Encoding | undefined {
  return COMPRESSIBLE.test(path) ? preferredEncoding(acceptEncoding) : undefined;
}

/** The file compressed with `encoding`, from the cache while the file is unchanged. */
export async function compressedFile(path: string, encoding: Encoding): Promise<Buffer> {
  const { mtimeMs } = await stat(path);
  const key = `${encoding}:${path}`;
  const cached = cache.get(key);
  if (cached !== undefined && cached.mtimeMs === mtimeMs) return cached.body;
  const raw = await readFile(path);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  cache.set(key, { mtimeMs, body });
  return body;
}
