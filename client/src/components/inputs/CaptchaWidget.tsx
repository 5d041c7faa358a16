import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { REFERENCE_CAPTCHA_SITE_KEY, REFERENCE_CAPTCHA_TOKEN } from './captcha';

interface CaptchaWidgetProps {
  siteKey: string;
  passed: boolean;
  shaking: boolean;
  onVerified: (token: string) => void;
  disabled?: boolean;
}

/**
 * 000 §2 reCAPTCHA widget. The portal runs offline, so Google's script is never loaded: the reference
 * site key gets a checkbox that yields the reference test token; any other key gets reCAPTCHA's container
 * and a message that the service cannot be reached here.
 */
export function CaptchaWidget({ siteKey, passed, shaking, onVerified, disabled }: CaptchaWidgetProps) {
  const { t } = useTranslation();
  const frame = `rounded-md border border-gray-300 bg-gray-50 p-3 ${shaking ? 'animate-shake border-red-700' : ''}`;

  if (siteKey !== REFERENCE_CAPTCHA_SITE_KEY) {
    return (
      <div data-testid="captcha" className={frame}>
        <div className="g-recaptcha" data-sitekey={siteKey} />
        <p role="status" className="text-sm text-red-700">
          {t('inputs.captcha.unavailable')}
        </p>
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
      {shaking ? (
        <p role="alert" className="text-sm text-red-700">
          {t('inputs.captcha.required')}
        </p>
      ) : null}
    </div>
  );
}
