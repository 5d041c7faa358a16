import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text formats worth compressing; images and fonts of the client are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|map|webmanifest)$/i;

/** The client is a few hundred kilobytes: each file is compressed once per encoding and kept. */
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The best encoding the browser accepts for `path`, or undefined to send the file as it is. */
export function encodingFor(path: string, acceptEncoding: string | undefined): Encoding | undefined {
  if (!COMPRESSIBLE.test(path) || acceptEncoding === undefined) return undefined;
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
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
