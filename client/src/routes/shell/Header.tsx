import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { focusRing } from '../../components/focusRing';
import type { Header_organisation$key } from './__generated__/Header_organisation.graphql';
import type { Header_settings$key } from './__generated__/Header_settings.graphql';
import type { Header_viewer$key } from './__generated__/Header_viewer.graphql';
import type { HelpMenu_query$key } from './__generated__/HelpMenu_query.graphql';
import { HeaderMenusPlaceholder } from './HeaderMenusPlaceholder';
import { UnreadMessagesLink } from './UnreadMessagesLink';

const HeaderMenus = lazy(() => import('./HeaderMenus'));

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
        logo
      }
    `,
    props.organisation,
  );
  const settings = useFragment(
    graphql`
      fragment Header_settings on Settings {
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
          ...UserMenu_user
        }
      }
    `,
    props.viewer,
  );

  return (
    <header className="bg-brand-main text-white shadow">
      <div className="flex min-h-16 flex-wrap items-center gap-3 px-4 py-2">
        <Link to="/" className={`flex min-h-10 items-center gap-3 rounded ${focusRing}`}>
          {organisation.logo ? <img src={organisation.logo} alt="" className="h-10 w-auto max-w-40 object-contain" /> : null}
          <span className="text-lg font-semibold">{organisation.name}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {viewer.user?.role === 'CUSTOMER' ? <UnreadMessagesLink /> : null}
          <Suspense fallback={<HeaderMenusPlaceholder signedIn={Boolean(viewer.user)} />}>
            <HeaderMenus query={props.query} settings={settings} user={viewer.user} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
