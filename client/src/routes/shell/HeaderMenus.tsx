import type { DropdownAutoOpen } from '../../components/DropdownMenu';
import type { HelpMenu_query$key } from './__generated__/HelpMenu_query.graphql';
import type { LanguageMenu_settings$key } from './__generated__/LanguageMenu_settings.graphql';
import type { UserMenu_user$key } from './__generated__/UserMenu_user.graphql';
import type { HeaderMenuId, HeaderMenuRequest } from './HeaderMenusPlaceholder';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export interface HeaderMenusProps {
  query: HelpMenu_query$key;
  settings: LanguageMenu_settings$key;
  user: UserMenu_user$key | null | undefined;
  /** The menu the user activated on the placeholder buttons: it opens once mounted. */
  request?: HeaderMenuRequest | null;
  /** The requested menu has opened. */
  onRequestDone?: () => void;
}

/**
 * The header's dropdown menus, in their own chunk: their Headless UI menu and dialog code (floating
 * positioning, focus trapping) loads when a menu is first pointed at or used (HeaderMenusPlaceholder),
 * not on every first visit.
 */
export default function HeaderMenus({ query, settings, user, request, onRequestDone = () => {} }: HeaderMenusProps) {
  const autoOpen = (id: HeaderMenuId): DropdownAutoOpen | undefined =>
    request?.id === id ? { keyboard: request.keyboard, onOpened: onRequestDone } : undefined;
  return (
    <>
      <HelpMenu query={query} autoOpen={autoOpen('help-menu')} />
      <LanguageMenu settings={settings} autoOpen={autoOpen('language-menu')} />
      {user ? <UserMenu user={user} autoOpen={autoOpen('user-menu')} /> : null}
    </>
  );
}
