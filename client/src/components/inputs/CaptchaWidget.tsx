import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../focusRing';
import { REFERENCE_CAPTCHA_SITE_KEY, REFERENCE_CAPTCHA_TOKEN } from './captcha';

interface CaptchaWidgetProps {
  siteKey: string;
  /** The provider's script (`Settings.reCaptchaScriptUrl`), for any key but the reference one. */
  scriptUrl: string | null;
  passed: boolean;
  shaking: boolean;
  onVerified: (token: string) => void;
  disabled?: boolean;
}

/**
 * The provider's checkbox and its script loader load only where a utility configured a real site key:
 * the login page's first load stays within its budget (bench/README.md) for the reference key.
 */
const ProviderCheckbox = lazy(() => import('./ProviderCheckbox'));

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
          <Suspense fallback={<div className="min-h-[78px]" />}>
            <ProviderCheckbox siteKey={siteKey} scriptUrl={scriptUrl} onVerified={onVerified} />
          </Suspense>
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
