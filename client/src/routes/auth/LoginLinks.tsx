import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { LoginLinks_settings$key } from './__generated__/LoginLinks_settings.graphql';

const linkClass = `inline-flex min-h-10 items-center rounded px-1 text-brand-main underline underline-offset-2 ${focusRing}`;

/** 000 §2: register, new customer and e-bill links below the form, as the settings allow. */
export function LoginLinks({ settings }: { settings: LoginLinks_settings$key }) {
  const { t } = useTranslation('auth');
  const data = useFragment(
    graphql`
      fragment LoginLinks_settings on Settings {
        enableEBillRegistration
        newCustomerApplication
        newCustomerEvaluationApplication
      }
    `,
    settings,
  );
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <li>
        <Link to="/register" className={linkClass}>
          {t('links.register')}
        </Link>
      </li>
      {data.newCustomerApplication || data.newCustomerEvaluationApplication ? (
        <li>
          <Link to="/newCustomer" className={linkClass}>
            {t('links.newCustomer')}
          </Link>
        </li>
      ) : null}
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
