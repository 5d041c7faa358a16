import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { GlobeIcon, HelpIcon, UserIcon } from './icons';

/** The header's menus (HeaderMenus.tsx), each named by the test id of its button. */
export type HeaderMenuId = 'help-menu' | 'language-menu' | 'user-menu';

/** Which menu the user asked for before the menus' code had loaded, and how (the keyboard focuses the first item). */
export interface HeaderMenuRequest {
  id: HeaderMenuId;
  keyboard: boolean;
}

interface HeaderMenusPlaceholderProps {
  /** The signed-in user's name; null for visitors (no user menu). */
  userName: string | null;
  /** Starts loading the menus' code (pointer over or focus on a button). */
  onPrefetch?: () => void;
  /** The user opened a menu: load the real menus and open that one. */
  onActivate?: (request: HeaderMenuRequest) => void;
}

/** The look of DropdownMenu's button (components/DropdownMenu.tsx), with CSS states instead of Headless UI's. */
const buttonClass = `inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-sm text-white hover:bg-white/10 ${focusRing}`;

/**
 * The header menus' buttons before the Headless UI menu code (floating positioning, focus management,
 * ~17 KB compressed) has loaded: the same buttons, names and places, so /login does not download that
 * code before anyone opens a menu. Pointing at or focusing a button fetches it; activating one (click,
 * Enter, Space, arrow keys) renders the real menus and opens that menu.
 */
export function HeaderMenusPlaceholder({ userName, onPrefetch, onActivate }: HeaderMenusPlaceholderProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;

  const props = (id: HeaderMenuId) => ({
    type: 'button' as const,
    'data-testid': id,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    className: buttonClass,
    onPointerEnter: onPrefetch,
    onFocus: onPrefetch,
    // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
    onClick: (event: MouseEvent) => onActivate?.({ id, keyboard: event.detail === 0 }),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      onActivate?.({ id, keyboard: true });
    },
  });

  return (
    <>
      <button {...props('help-menu')} aria-label={t('help.menu')}>
        <HelpIcon />
      </button>
      <button {...props('language-menu')} aria-label={t('shell.language')}>
        <GlobeIcon />
        <span className="text-xs font-semibold uppercase" aria-hidden="true">
          {current}
        </span>
      </button>
      {userName !== null ? (
        <button {...props('user-menu')} aria-label={t('shell.userMenu', { name: userName })}>
          <UserIcon />
          <span className="hidden max-w-40 truncate sm:inline">{userName}</span>
        </button>
      ) : null}
    </>
  );
}
