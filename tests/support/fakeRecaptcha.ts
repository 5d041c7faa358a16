import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's reCAPTCHA v2 in tests: the same `api.js` interface (`render=explicit`,
 * `onload`, `grecaptcha.render` with `callback` and `expired-callback`, `reset`, `getResponse`), a
 * checkbox in a frame of its own origin that issues a token when ticked, and `siteverify`, which
 * accepts each token once for the pair of keys below. It keeps every verification it answered.
 */

export const FAKE_RECAPTCHA_SITE_KEY = '6LcFakeSiteKeyForThePortalTests000000000';
export const FAKE_RECAPTCHA_SECRET = '6LcFakeSecretKeyForThePortalTests00000000';
/** Where the end-to-end global setup publishes the provider's URL for the specs (other processes). */
export const FAKE_RECAPTCHA_URL_ENV = 'FAKE_RECAPTCHA_URL';

/** What `siteverify` was asked and answered. */
export interface FakeVerification {
  response: string;
  remoteip: string | null;
  success: boolean;
  errorCodes: string[];
}

export interface FakeRecaptcha {
  url: string;
  /** For RECAPTCHA_SCRIPT_URL. */
  scriptUrl: string;
  /** For RECAPTCHA_VERIFY_URL. */
  verifyUrl: string;
  /** A token as the widget gives it to a page on `hostname` whose visitor ticked the box. */
  solve(hostname: string, siteKey?: string): string;
  verifications: FakeVerification[];
  close(): Promise<void>;
}

/** The widget's label in the languages of the portal (`hl`), as Google's own widget is localized. */
const LABELS: Readonly<Record<string, string>> = {
  en: "I'm not a robot",
  el: 'Δεν είμαι ρομπότ',
  ru: 'Я не робот',
  ar: 'أنا لست روبوتًا',
};

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function apiScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  const script = new URL(document.currentScript.src);
  const widgets = [];
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== origin || !data || data.type !== 'fake-recaptcha') return;
    const widget = widgets[data.widget];
    if (!widget) return;
    widget.response = data.token;
    if (typeof widget.params.callback === 'function') widget.params.callback(data.token);
  });
  window.grecaptcha = {
    render(container, params) {
      const element = typeof container === 'string' ? document.getElementById(container) : container;
      const id = widgets.length;
      const src = new URL(origin + '/recaptcha/anchor');
      src.searchParams.set('k', params.sitekey);
      src.searchParams.set('hl', script.searchParams.get('hl') || 'en');
      src.searchParams.set('w', String(id));
      src.searchParams.set('parent', location.origin);
      const compact = params.size === 'compact';
      src.searchParams.set('size', compact ? 'compact' : 'normal');
      const frame = document.createElement('iframe');
      frame.src = src.href;
      frame.title = 'reCAPTCHA';
      frame.width = compact ? '164' : '304';
      frame.height = compact ? '144' : '78';
      frame.style.border = '0';
      element.append(frame);
      widgets.push({ params, frame, response: '' });
      return id;
    },
    reset(id = 0) {
      const widget = widgets[id];
      if (!widget) return;
      widget.response = '';
      widget.frame.src = widget.frame.src;
    },
    getResponse(id = 0) {
      return widgets[id] ? widgets[id].response : '';
    },
  };
  const onload = script.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(() => window[onload](), 0);
})();
`;
}

function anchorPage(url: URL): string {
  const hl = url.searchParams.get('hl') ?? 'en';
  const label = LABELS[hl] ?? LABELS['en'] ?? '';
  const config = { k: url.searchParams.get('k') ?? '', w: Number(url.searchParams.get('w') ?? 0), parent: url.searchParams.get('parent') ?? '' };
  // Google's two checkbox sizes: normal 304 × 78, compact 164 × 144 (the label above the logo).
  const compact = url.searchParams.get('size') === 'compact';
  const box = compact
    ? 'inline-size:162px;block-size:142px;flex-direction:column;justify-content:center;padding:8px'
    : 'inline-size:302px;block-size:76px;padding-inline:12px';
  return `<!doctype html><html lang="${escapeHtml(hl)}" dir="${hl === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>reCAPTCHA</title>
<style>html,body{margin:0;font-family:Roboto,system-ui,sans-serif}
.box{box-sizing:border-box;${box};display:flex;align-items:center;gap:12px;
background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08)}
label{display:flex;align-items:center;gap:12px;flex:1;font-size:14px;color:#000;cursor:pointer}
input{inline-size:24px;block-size:24px;margin:0}.brand{font-size:10px;color:#555;text-align:center}</style></head>
<body><div class="box"><label><input type="checkbox" id="box"><span>${escapeHtml(label)}</span></label><span class="brand">reCAPTCHA<br>(test)</span></div>
<script>
const config = ${JSON.stringify(config)};
const box = document.getElementById('box');
box.addEventListener('change', async () => {
  if (!box.checked) return;
  box.disabled = true;
  const answer = await fetch('/recaptcha/api2/userverify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config) });
  const { token } = await answer.json();
  parent.postMessage({ type: 'fake-recaptcha', widget: config.w, token }, config.parent);
});
</script></body></html>`;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** Starts the fake provider on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startFakeRecaptcha(port = 0): Promise<FakeRecaptcha> {
  const tokens = new Map<string, { siteKey: string; hostname: string; used: boolean }>();
  const verifications: FakeVerification[] = [];
  const issue = (siteKey: string, hostname: string) => {
    const token = `fake-${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { siteKey, hostname, used: false });
    return token;
  };
  const verify = (form: URLSearchParams): Record<string, unknown> => {
    const response = form.get('response') ?? '';
    const issued = tokens.get(response);
    const errorCodes =
      form.get('secret') !== FAKE_RECAPTCHA_SECRET ? ['invalid-input-secret']
      : response === '' ? ['missing-input-response']
      : issued === undefined || issued.siteKey !== FAKE_RECAPTCHA_SITE_KEY ? ['invalid-input-response']
      : issued.used ? ['timeout-or-duplicate']
      : [];
    const success = errorCodes.length === 0;
    if (success && issued) issued.used = true;
    verifications.push({ response, remoteip: form.get('remoteip'), success, errorCodes });
    return success
      ? { success, challenge_ts: new Date().toISOString(), hostname: issued?.hostname }
      : { success, 'error-codes': errorCodes };
  };

  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') return send(res, 200, 'text/javascript', apiScript(origin));
      if (req.method === 'GET' && url.pathname === '/recaptcha/anchor') return send(res, 200, 'text/html; charset=utf-8', anchorPage(url));
      if (req.method === 'POST' && url.pathname === '/recaptcha/api2/userverify') {
        const { k, parent } = JSON.parse(await bodyOf(req)) as { k: string; parent: string };
        return send(res, 200, 'application/json', JSON.stringify({ token: issue(k, new URL(parent).hostname) }));
      }
      if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
        return send(res, 200, 'application/json', JSON.stringify(verify(new URLSearchParams(await bodyOf(req)))));
      }
      // For specs in other processes than the one that started the provider (tests/support/globalSetup.ts).
      if (req.method === 'GET' && url.pathname === '/__fake/verifications') return send(res, 200, 'application/json', JSON.stringify(verifications));
      send(res, 404, 'text/plain', 'not found');
    })().catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    scriptUrl: `${origin}/recaptcha/api.js`,
    verifyUrl: `${origin}/recaptcha/api/siteverify`,
    solve: (hostname, siteKey = FAKE_RECAPTCHA_SITE_KEY) => issue(siteKey, hostname),
    verifications,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
