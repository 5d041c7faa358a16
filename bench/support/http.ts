import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Keep-alive connections, as a browser keeps them: the bench measures servers, not TCP handshakes. */
export const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * What Chromium sends: the bench's requests are a browser's, so the gateway compresses its larger JSON
 * answers for them as it does for users (the reference utility API compresses nothing).
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === undefined) return body;
  throw new Error(`unexpected content encoding ${encoding}`);
}

/** One HTTP request over the shared keep-alive agent, as a browser sends it; JSON bodies are sent as JSON. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString() });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(answer: Answer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Fails loudly: a benchmark of error answers would measure the wrong thing. */
export function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
}
