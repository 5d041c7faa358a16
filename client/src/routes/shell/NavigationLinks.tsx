import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { NavItem } from '../../lib/navigationItems';

interface NavigationLinksProps {
  items: readonly NavItem[];
  /** Images per item key for the icon bar, or null for the text drawer. */
  icons: ReadonlyMap<string, string> | null;
  /** 000 §3 showNavBarOnHover: the icon bar opens to show the names while it is hovered or focused. */
  namesOnHover?: boolean;
  /** The drawer's items with a line icon before the name (the employee menu). */
  withItemIcons?: boolean;
  /** From the lg breakpoint, icons only: the name stays the link's accessible name and shows as a tooltip on hover and focus. */
  rail?: boolean;
  onNavigate: () => void;
}

// The employee menu's line icons load with the first employee menu, not with every page (the login page shows
// none); until then an empty box of their size keeps the names in place.
const NavItemIcon = lazy(() => import('./navIcons').then((module) => ({ default: module.NavItemIcon })));
const iconPlaceholder = <span aria-hidden="true" className="size-[22px] shrink-0" />;

const linkClass = `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-gray-800 hover:bg-brand-login-secondary aria-[current=page]:bg-brand-main aria-[current=page]:text-white ${focusRing}`;

const tooltipClass =
  'pointer-events-none absolute start-full top-1/2 z-30 ms-2 hidden -translate-y-1/2 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white lg:group-hover/link:block lg:group-focus-visible/link:block';

/** The links of the navigation; in the icon bar the name stays available to assistive technology. */
export function NavigationLinks({ items, icons, namesOnHover = false, withItemIcons = false, rail = false, onNavigate }: NavigationLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={icons ? 'flex flex-row flex-wrap gap-1 p-2 lg:flex-col' : 'flex flex-col gap-1 p-2'}>
      {items.map((item) => {
        const label = t(`nav.items.${item.key}`);
        const image = icons?.get(item.key);
        return (
          <li key={item.key}>
            <NavLink to={item.path} end onClick={onNavigate} title={image ? label : undefined} className={rail ? `group/link relative ${linkClass} lg:justify-center lg:px-0` : linkClass}>
              {image ? (
                <>
                  <img src={image} alt="" className="size-7 object-contain" />
                  <span
                    data-name-on-hover={namesOnHover || undefined}
                    className={namesOnHover ? 'sr-only group-hover/nav:not-sr-only group-focus-within/nav:not-sr-only' : 'sr-only'}
                  >
                    {label}
                  </span>
                </>
              ) : withItemIcons ? (
                <>
                  <Suspense fallback={iconPlaceholder}>
                    <NavItemIcon item={item.key} />
                  </Suspense>
                  <span className={rail ? 'lg:sr-only' : undefined}>{label}</span>
                  {rail ? (
                    <span aria-hidden="true" className={tooltipClass}>
                      {label}
                    </span>
                  ) : null}
                </>
              ) : (
                label
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
