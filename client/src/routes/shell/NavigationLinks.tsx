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
  onNavigate: () => void;
}

const linkClass = `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-gray-800 hover:bg-brand-login-secondary aria-[current=page]:bg-brand-main aria-[current=page]:text-white ${focusRing}`;

/** The links of the navigation; in the icon bar the name stays available to assistive technology. */
export function NavigationLinks({ items, icons, namesOnHover = false, onNavigate }: NavigationLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={icons ? 'flex flex-row flex-wrap gap-1 p-2 lg:flex-col' : 'flex flex-col gap-1 p-2'}>
      {items.map((item) => {
        const label = t(`nav.items.${item.key}`);
        const image = icons?.get(item.key);
        return (
          <li key={item.key}>
            <NavLink to={item.path} end onClick={onNavigate} title={image ? label : undefined} className={linkClass}>
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
