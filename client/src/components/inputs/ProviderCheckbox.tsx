import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CAPTCHA_LOAD_TIMEOUT_MS } from '../timing';
import { loadCaptchaProvider, NORMAL_CAPTCHA_WIDTH_PX } from './captchaProvider';

/** reCAPTCHA's checkbox, rendered by the provider's script into a frame of its own. */
export default function ProviderCheckbox({ siteKey, scriptUrl, onVerified }: { siteKey: string; scriptUrl: string; onVerified: (token: string) => void }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const verified = useRef(onVerified);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  // The provider localizes the widget once, when its script loads: a later switch of language leaves it
  // (and a solved challenge) as it is.
  const scriptLanguage = useEffectEvent(() => i18n.language);

  useEffect(() => {
    let active = true;
    // A slot of its own per render: the provider cannot render twice into one element.
    const slot = document.createElement('div');
    container.current?.append(slot);
    const fail = () => active && setUnavailable(true);
    const timer = setTimeout(fail, CAPTCHA_LOAD_TIMEOUT_MS);
    loadCaptchaProvider(scriptUrl, scriptLanguage()).then(
      (grecaptcha) => {
        clearTimeout(timer);
        if (!active) return;
        const size = slot.clientWidth < NORMAL_CAPTCHA_WIDTH_PX ? 'compact' : 'normal';
        grecaptcha.render(slot, { sitekey: siteKey, size, callback: (token) => verified.current(token), 'error-callback': fail });
      },
      () => {
        clearTimeout(timer);
        fail();
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
      slot.remove();
    };
  }, [siteKey, scriptUrl]);

  return (
    <>
      <div ref={container} className="min-h-[78px]" />
      {unavailable ? (
        <p role="status" className="text-sm text-red-700">
          {t('inputs.captcha.unavailable')}
        </p>
      ) : null}
    </>
  );
}
