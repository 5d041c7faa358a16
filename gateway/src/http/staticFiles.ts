import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compressedFile, encodingFor } from './compressedFile.ts';
import { sendJson } from './respond.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Vite puts content-hashed files under /assets/: their content never changes under a name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so browsers must revalidate it. */
const REVALIDATE = 'no-cache';

const CLIENT_NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal client is not built</h1>
<p>Run <code>npm run build</code>, then reload this page. The GraphQL API is available at <a href="/graphql">/graphql</a>.</p>
</body></html>`;

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string): Promise<void> {
  const headers = {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
  };
  const encoding = encodingFor(path, req.headers['accept-encoding']);
  if (encoding !== undefined) {
    const body = await compressedFile(path, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    return void res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path).pipe(res);
}

/** A file of the client directory for a URL path, or undefined for paths that leave it. */
function fileOf(clientDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // Dot folders (Vite's `.vite/manifest.json` lists source paths) are not part of the public client.
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = normalize(join(clientDir, decoded));
  return path.startsWith(clientDir + sep) ? path : undefined;
}

/**
 * Serves the built client. Paths that are not files are client-side routes (`000 §2` route table):
 * a GET navigation (accepting text/html) receives index.html, the router of the client takes over.
 */
export async function serveClient(clientDir: string, req: IncomingMessage, res: ServerResponse, pathname: string) {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const file = fileOf(clientDir, pathname);
  if (isRead && file !== undefined && (await isFile(file))) {
    return sendFile(req, res, file, pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE);
  }
  const isNavigation = isRead && (req.headers.accept ?? '').includes('text/html');
  if (!isNavigation) return sendJson(res, 404, { error: 'NOT_FOUND', message: `No resource at ${pathname}.` });
  const index = join(clientDir, 'index.html');
  if (await isFile(index)) return sendFile(req, res, index, REVALIDATE);
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(CLIENT_NOT_BUILT);
}
