import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { CAPTCHA_LOAD_TIMEOUT_MS } from '../timing';
import { REFERENCE_CAPTCHA_SITE_KEY, REFERENCE_CAPTCHA_TOKEN } from './captcha';
import { loadCaptchaProvider, NORMAL_CAPTCHA_WIDTH_PX } from './captchaProvider';

interface CaptchaWidgetProps {
  siteKey: string;
  /** The provider's script (`Settings.reCaptchaScriptUrl`), for any key but the reference one. */
  scriptUrl: string | null;
  passed: boolean;
  shaking: boolean;
  onVerified: (token: string) => void;
  disabled?: boolean;
}

/** reCAPTCHA's checkbox, rendered by the provider's script into a frame of its own. */
function ProviderCheckbox({ siteKey, scriptUrl, onVerified }: { siteKey: string; scriptUrl: string; onVerified: (token: string) => void }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const verified = useRef(onVerified);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    let active = true;
    // A slot of its own per render: the provider cannot render twice into one element.
    const slot = document.createElement('div');
    container.current?.append(slot);
    const fail = () => active && setUnavailable(true);
    const timer = setTimeout(fail, CAPTCHA_LOAD_TIMEOUT_MS);
    // The provider localizes the widget once, when its script loads.
    loadCaptchaProvider(scriptUrl, i18n.language).then(
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

/**
 * 000 §2 reCAPTCHA widget. A real site key gets the provider's checkbox from its script; the reference
 * utility API's offline key gets a checkbox that yields the reference test token, with no script.
 */
export function CaptchaWidget({ siteKey, scriptUrl, passed, shaking, onVerified, disabled }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const frame = `rounded-md border border-gray-300 bg-gray-50 p-3 ${shaking ? 'animate-shake border-red-700' : ''}`;
  const required = shaking ? (
    <p role="alert" className="text-sm text-red-700">
      {t('inputs.captcha.required')}
    </p>
  ) : null;

  if (siteKey !== REFERENCE_CAPTCHA_SITE_KEY) {
    return (
      <div data-testid="captcha" data-shaking={shaking || undefined} className={frame}>
        {scriptUrl ? (
          <ProviderCheckbox siteKey={siteKey} scriptUrl={scriptUrl} onVerified={onVerified} />
        ) : (
          <p role="status" className="text-sm text-red-700">
            {t('inputs.captcha.unavailable')}
          </p>
        )}
        {required}
      </div>
    );
  }
  return (
    <div data-testid="captcha" data-shaking={shaking || undefined} className={frame}>
      <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={passed}
          disabled={disabled || passed}
          onChange={(event) => {
            if (event.target.checked) onVerified(REFERENCE_CAPTCHA_TOKEN);
          }}
          className={`size-6 accent-brand-main ${focusRing}`}
        />
        {t('inputs.captcha.notRobot')}
      </label>
      {required}
    </div>
  );
}
