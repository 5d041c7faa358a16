import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { focusRing } from '../../../components/focusRing';
import { ACCOUNT_TABS } from './tabList';

/**
 * The tab bar of the customer 360° view and the open tab below it. Each tab is a link to its own route
 * (a shareable URL, the back button works); the open one carries `aria-current="page"`. The bar scrolls
 * sideways on narrow screens instead of wrapping.
 */
export function AccountTabs() {
  const { t } = useTranslation('enquiryTabs');
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the open tab may lie outside the bar: bring it into view sideways only.
  useEffect(() => {
    const current = bar.current?.querySelector('[aria-current="page"]');
    if (!bar.current || !current) return;
    const [box, tab] = [bar.current.getBoundingClientRect(), current.getBoundingClientRect()];
    if (tab.left < box.left || tab.right > box.right) bar.current.scrollBy({ left: tab.left + tab.width / 2 - (box.left + box.width / 2) });
  }, [pathname]);
  return (
    <section aria-labelledby="account-tabs-title" data-testid="account-tabs" className="flex flex-col gap-4">
      <h2 id="account-tabs-title" className="sr-only">{t('tabs.title')}</h2>
      <nav ref={bar} aria-label={t('tabs.label')} className="-mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex min-w-max gap-1 border-b border-gray-300">
          {ACCOUNT_TABS.map((tab) => (
            <li key={tab} className="shrink-0">
              <NavLink
                to={tab}
                preventScrollReset
                data-testid={`account-tab-${tab}`}
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap ${focusRing} ${
                    isActive ? 'border-brand-main text-brand-main' : 'border-transparent text-gray-700 hover:text-gray-900'
                  }`
                }
              >
                {t(`tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div data-testid="account-tab-panel">
        <Outlet />
      </div>
    </section>
  );
}
