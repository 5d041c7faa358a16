/** The part of reCAPTCHA v2's `grecaptcha` the portal uses: explicit rendering of the checkbox. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: 'normal' | 'compact'; callback: (token: string) => void; 'error-callback': () => void },
  ): number;
}

/** reCAPTCHA's normal checkbox is this wide; a narrower place gets the compact one (164 px). */
export const NORMAL_CAPTCHA_WIDTH_PX = 304;

/** The global function the provider's script calls once `grecaptcha.render` may be used (`onload`). */
const ONLOAD = 'portalCaptchaLoaded';

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD]?: () => void;
  }
}

const loading = new Map<string, Promise<Grecaptcha>>();

/**
 * Loads the captcha provider's script (`Settings.reCaptchaScriptUrl`) once per page, in the page's
 * language. A script that fails to load is forgotten, so that the next login page tries again.
 */
export function loadCaptchaProvider(scriptUrl: string, language: string): Promise<Grecaptcha> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const loaded = new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', ONLOAD);
    url.searchParams.set('hl', language);
    const script = document.createElement('script');
    window[ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('the captcha script defined no grecaptcha')));
    script.addEventListener('error', () => {
      loading.delete(scriptUrl);
      script.remove();
      reject(new Error(`the captcha script ${scriptUrl} did not load`));
    });
    script.src = url.href;
    script.async = true;
    document.head.append(script);
  });
  loading.set(scriptUrl, loaded);
  return loaded;
}
