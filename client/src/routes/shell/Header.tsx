import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { Header_organisation$key } from './__generated__/Header_organisation.graphql';
import type { Header_settings$key } from './__generated__/Header_settings.graphql';
import type { Header_viewer$key } from './__generated__/Header_viewer.graphql';
import type { HelpMenu_query$key } from './__generated__/HelpMenu_query.graphql';
import { type HeaderMenuRequest, HeaderMenusPlaceholder } from './HeaderMenusPlaceholder';
import { UnreadMessagesLink } from './UnreadMessagesLink';

const loadHeaderMenus = () => import('./HeaderMenus');
const HeaderMenus = lazy(loadHeaderMenus);
/** Once a menu was used, a Header mounted later renders the real menus at once (their code is loaded). */
let menusUsed = false;
const prefetchMenus = () => void loadHeaderMenus();

interface HeaderProps {
  organisation: Header_organisation$key;
  settings: Header_settings$key;
  viewer: Header_viewer$key;
  query: HelpMenu_query$key;
}

/** 000 §2: logo, organisation name, language, help and user menus, unread messages (customers only). */
export function Header(props: HeaderProps) {
  const organisation = useFragment(
    graphql`
      fragment Header_organisation on Organisation {
        name
        shortName
        logo
      }
    `,
    props.organisation,
  );
  const settings = useFragment(
    graphql`
      fragment Header_settings on Settings {
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- HeaderMenus.tsx, loaded on first use, passes it on
        ...LanguageMenu_settings
      }
    `,
    props.settings,
  );
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on Viewer {
        user {
          role
          name
          # eslint-disable-next-line relay/must-colocate-fragment-spreads -- HeaderMenus.tsx, loaded on first use, passes it on
          ...UserMenu_user
        }
      }
    `,
    props.viewer,
  );
  const [menus, setMenus] = useState<{ request: HeaderMenuRequest | null } | null>(menusUsed ? { request: null } : null);
  const activateMenus = (request: HeaderMenuRequest) => {
    menusUsed = true;
    setMenus({ request });
  };
  const clearRequest = () => setMenus({ request: null });
  const placeholder = (
    <HeaderMenusPlaceholder userName={viewer.user ? viewer.user.name : null} onPrefetch={prefetchMenus} onActivate={activateMenus} />
  );

  return (
    <header className="bg-brand-main text-white shadow">
      <div className="flex min-h-16 flex-wrap items-center gap-3 px-4 py-2">
        <Link to="/" className={`flex min-h-10 items-center gap-3 rounded ${focusRing}`}>
          {organisation.logo ? <img src={organisation.logo} alt="" className="h-10 w-auto max-w-40 object-contain" /> : null}
          {/* 000 §3 orgShortName: the name a phone's header has room for; the full name from the sm breakpoint. */}
          <span className="text-lg font-semibold sm:hidden" data-testid="org-short-name">
            {organisation.shortName || organisation.name}
          </span>
          <span className="hidden text-lg font-semibold sm:inline">{organisation.name}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {viewer.user?.role === 'CUSTOMER' ? <UnreadMessagesLink /> : null}
          {menus ? (
            <Suspense fallback={placeholder}>
              <HeaderMenus query={props.query} settings={settings} user={viewer.user} request={menus.request} onRequestDone={clearRequest} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </header>
  );
}
