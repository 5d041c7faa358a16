import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { focusRing } from './focusRing';

/**
 * A menu to open as soon as it mounts: as after a click, or as after a key (first item active).
 * `onOpened` tells the owner, which then stops asking (a later remount must not open it again).
 */
export interface DropdownAutoOpen {
  keyboard: boolean;
  onOpened: () => void;
}

interface DropdownMenuProps {
  /** Accessible name of the button. */
  label: string;
  testId: string;
  /** What the button shows; the label is used when it shows only an icon. */
  button: ReactNode;
  children: ReactNode;
  /**
   * Open once on mount: the user activated a stand-in button before this menu's code had loaded
   * (routes/shell/HeaderMenusPlaceholder.tsx); focus moves to this button and the menu opens.
   */
  autoOpen?: DropdownAutoOpen;
}

/** Shared look of the header menus: Headless UI Menu with keyboard support and focus return. */
export function DropdownMenu({ label, testId, button, children, autoOpen }: DropdownMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const autoOpened = useRef(false);
  useEffect(() => {
    const element = buttonRef.current;
    if (!autoOpen || autoOpened.current || !element) return;
    autoOpened.current = true;
    element.focus();
    // The same events a user's key or click sends: Headless UI opens the menu and manages focus itself.
    if (autoOpen.keyboard) element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    else element.click();
    autoOpen.onOpened();
  }, [autoOpen]);

  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        data-testid={testId}
        aria-label={label}
        className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-sm text-white data-hover:bg-white/10 data-open:bg-white/15 ${focusRing}`}
      >
        {button}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-50 min-w-48 rounded-md border border-gray-200 bg-white p-1 text-gray-900 shadow-lg [--anchor-gap:6px] focus:outline-none"
      >
        {children}
      </MenuItems>
    </Menu>
  );
}

/** Class of an item inside a DropdownMenu (links and buttons alike). */
export const menuItemClass =
  'flex min-h-10 w-full items-center gap-2 rounded px-3 py-2 text-start text-sm data-focus:bg-brand-login-secondary data-focus:text-brand-main';
