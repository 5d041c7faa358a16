import { MenuItem } from '@headlessui/react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { type DropdownAutoOpen, DropdownMenu, menuItemClass } from '../../components/DropdownMenu';
import { useNotify } from '../../notifications/useNotify';
import { endViewerData } from '../../relay/viewerData';
import { ROUTE_PATHS } from '../../router/access';
import { loginStorage } from '../../lib/loginStorage';
import type { UserMenu_user$key } from './__generated__/UserMenu_user.graphql';
import { UserIcon } from './icons';
import { useLogoutMutation } from './useLogoutMutation';

/** 000 §2 user menu: the signed-in user's name and Logout. */
export function UserMenu({ user, autoOpen }: { user: UserMenu_user$key; autoOpen?: DropdownAutoOpen }) {
  const { t } = useTranslation();
  const { name } = useFragment(
    graphql`
      fragment UserMenu_user on User {
        name
      }
    `,
    user,
  );
  const [commitLogout, isLoggingOut] = useLogoutMutation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const notify = useNotify();

  const logout = () =>
    commitLogout({
      variables: {},
      onCompleted: () => {
        loginStorage.forgetLoginUnlessTrusted();
        endViewerData(environment, () => navigate(ROUTE_PATHS.login));
      },
      onError: () => {
        notify('error', t('shell.logoutFailed'));
      },
    });

  return (
    <DropdownMenu
      label={t('shell.userMenu', { name })}
      testId="user-menu"
      autoOpen={autoOpen}
      button={
        <>
          <UserIcon />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        </>
      }
    >
      <MenuItem disabled={isLoggingOut}>
        <button type="button" className={menuItemClass} onClick={logout}>
          {t('shell.logout')}
        </button>
      </MenuItem>
    </DropdownMenu>
  );
}
