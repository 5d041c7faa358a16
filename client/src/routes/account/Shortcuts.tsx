import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import { offersContactUs } from '../../router/access';
import type { Shortcuts_settings$key } from './__generated__/Shortcuts_settings.graphql';
import type { Shortcuts_user$key } from './__generated__/Shortcuts_user.graphql';

/** 000 §2 customer menu entries, as large links on the start screen (hidden by the same settings, 000 §6). */
export function Shortcuts(props: { settings: Shortcuts_settings$key; user: Shortcuts_user$key | null }) {
  const { t } = useTranslation('account');
  const settings = useFragment(
    graphql`
      fragment Shortcuts_settings on Settings {
        customerMeterReadings
        allowDashboardsCustomer
      }
    `,
    props.settings,
  );
  const user = useFragment(
    graphql`
      fragment Shortcuts_user on User {
        showContactUsEmail
        contactUsUrl
      }
    `,
    props.user,
  );
  const items = [
    { key: 'account', path: '/account', shown: true },
    { key: 'financial', path: '/financial', shown: true },
    { key: 'readings', path: '/app/readings', shown: settings.customerMeterReadings },
    { key: 'apps', path: '/app/0/0', shown: true },
    { key: 'emails', path: '/emails', shown: true },
    { key: 'attachments', path: '/attachments', shown: true },
    { key: 'dashscreen', path: '/dashscreen', shown: settings.allowDashboardsCustomer },
    { key: 'contactUs', path: '/contactUs', shown: offersContactUs(user ? { showContactUsEmail: user.showContactUsEmail, contactUsUrl: user.contactUsUrl } : null) },
  ].filter((item) => item.shown);
  return (
    <nav aria-label={t('userHome.shortcuts')}>
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{t('userHome.shortcuts')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.path}
              className={`flex min-h-12 items-center justify-center rounded-md border border-gray-300 bg-white px-3 py-3 text-center text-sm font-semibold text-brand-main hover:bg-brand-login-secondary ${focusRing}`}
            >
              {t(`nav.items.${item.key}`, { ns: 'common' })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
