import type { CaptchaSources } from '../../security/headers.ts';

/**
 * Google's reCAPTCHA loads more than its `api.js`: its code from gstatic, its challenge frame from
 * recaptcha.google.com (Google's reCAPTCHA FAQ, "Content Security Policy").
 */
const GOOGLE_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);
const GOOGLE_SCRIPTS = 'https://www.gstatic.com/recaptcha/';
const GOOGLE_FRAMES = 'https://recaptcha.google.com/recaptcha/';

/**
 * What the client's Content-Security-Policy lets the captcha widget load: the folder of
 * `RECAPTCHA_SCRIPT_URL` for its scripts and frames (Google's own hosts add theirs), nothing else.
 */
export function captchaSources(scriptUrl: string): CaptchaSources {
  const url = new URL(scriptUrl);
  const folder = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  const google = GOOGLE_HOSTS.has(url.hostname);
  return {
    script: google ? [folder, GOOGLE_SCRIPTS] : [folder],
    frame: google ? [folder, GOOGLE_FRAMES] : [folder],
  };
}
