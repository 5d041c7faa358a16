import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { LoginLinks_settings$key } from './__generated__/LoginLinks_settings.graphql';
import { newCustomerEntry } from '../../router/access';
import { stripDiacritics } from './loginSettings';

const linkClass = `inline-flex min-h-10 items-center rounded px-1 text-brand-main underline underline-offset-2 ${focusRing}`;

interface LoginLinksProps {
  settings: LoginLinks_settings$key;
  /** Custom button texts (000 §7 ids 77, 78, 79), or null for the portal's own. */
  registerText: string | null;
  forgotText: string | null;
  newCustomerText: string | null;
  onRegister: () => void;
  onForgot: () => void;
  /** With the path of the application the settings offer (`newCustomerEntry`). */
  onNewCustomer: (path: string) => void;
  /** Pointing at or focusing the register or forgot-password link starts loading that view's code. */
  onPrefetch?: () => void;
}

/** 000 §2: register, forgot-password, new customer and e-bill links below the form, as the settings allow. */
export function LoginLinks({ settings, registerText, forgotText, newCustomerText, onRegister, onForgot, onNewCustomer, onPrefetch }: LoginLinksProps) {
  const { t } = useTranslation('auth');
  const data = useFragment(
    graphql`
      fragment LoginLinks_settings on Settings {
        enableEBillRegistration
        # eslint-disable-next-line relay/unused-fields -- newCustomerEntry (router/access.ts) decides the link from both settings
        newCustomerApplication
        # eslint-disable-next-line relay/unused-fields -- newCustomerEntry (router/access.ts) decides the link from both settings
        newCustomerEvaluationApplication
      }
    `,
    settings,
  );
  // 000 §5: custom button texts are shown without diacritics.
  const label = (custom: string | null, fallback: string) => (custom ? stripDiacritics(custom) : fallback);
  const newCustomerPath = newCustomerEntry(data);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <li>
        <button type="button" onClick={onRegister} onPointerEnter={onPrefetch} onFocus={onPrefetch} className={linkClass}>
          {label(registerText, t('links.register'))}
        </button>
      </li>
      <li>
        <button type="button" onClick={onForgot} onPointerEnter={onPrefetch} onFocus={onPrefetch} className={linkClass}>
          {label(forgotText, t('links.forgotPassword'))}
        </button>
      </li>
      {newCustomerPath ? (
        <li>
          <button type="button" onClick={() => onNewCustomer(newCustomerPath)} className={linkClass}>
            {label(newCustomerText, t('links.newCustomer'))}
          </button>
        </li>
      ) : null}
      <li>
        <Link to="/apply" className={linkClass} data-testid="visitor-apply-link">
          {t('links.applyWithoutAccount')}
        </Link>
      </li>
      {data.enableEBillRegistration ? (
        <>
          <li>
            <Link to="/ebill" className={linkClass}>
              {t('links.ebill')}
            </Link>
          </li>
          <li>
            <Link to="/unsubscribe" className={linkClass}>
              {t('links.unsubscribe')}
            </Link>
          </li>
        </>
      ) : null}
    </ul>
  );
}
