import type { HelpMenu_query$key } from './__generated__/HelpMenu_query.graphql';
import type { LanguageMenu_settings$key } from './__generated__/LanguageMenu_settings.graphql';
import type { UserMenu_user$key } from './__generated__/UserMenu_user.graphql';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export interface HeaderMenusProps {
  query: HelpMenu_query$key;
  settings: LanguageMenu_settings$key;
  user: UserMenu_user$key | null | undefined;
}

/**
 * The header's dropdown menus, in their own chunk: their Headless UI menu and dialog code (floating
 * positioning, focus trapping) loads after the first paint instead of delaying /login.
 */
export default function HeaderMenus({ query, settings, user }: HeaderMenusProps) {
  return (
    <>
      <HelpMenu query={query} />
      <LanguageMenu settings={settings} />
      {user ? <UserMenu user={user} /> : null}
    </>
  );
}
