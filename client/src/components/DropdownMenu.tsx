import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { focusRing } from './focusRing';

interface DropdownMenuProps {
  /** Accessible name of the button. */
  label: string;
  testId: string;
  /** What the button shows; the label is used when it shows only an icon. */
  button: ReactNode;
  children: ReactNode;
}

/** Shared look of the header menus: Headless UI Menu with keyboard support and focus return. */
export function DropdownMenu({ label, testId, button, children }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton
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
