import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuItem } from '@headlessui/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DropdownMenu } from '../../components/DropdownMenu';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { HeaderMenusPlaceholder } from './HeaderMenusPlaceholder';

describe('HeaderMenusPlaceholder (the header menus before their code loads)', () => {
  beforeEach(() => setupI18n('en'));

  test('shows the menus’ buttons with their names; the user menu only for a signed-in user', async () => {
    const { unmount } = renderWithProviders(<HeaderMenusPlaceholder userName={null} />);
    expect(await screen.findByRole('button', { name: 'Help' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Language' })).toHaveTextContent('en');
    expect(screen.queryByTestId('user-menu')).toBeNull();
    unmount();
    renderWithProviders(<HeaderMenusPlaceholder userName="Maria Georgiou" />);
    expect(await screen.findByRole('button', { name: 'Maria Georgiou, user menu' })).toHaveTextContent('Maria Georgiou');
  });

  test('pointing fetches the menus; a click, Enter or an arrow key asks for that menu', async () => {
    const user = userEvent.setup();
    const onPrefetch = vi.fn();
    const onActivate = vi.fn();
    renderWithProviders(<HeaderMenusPlaceholder userName="Maria" onPrefetch={onPrefetch} onActivate={onActivate} />);
    const language = await screen.findByTestId('language-menu');
    await user.hover(language);
    expect(onPrefetch).toHaveBeenCalled();
    await user.click(language);
    expect(onActivate).toHaveBeenLastCalledWith({ id: 'language-menu', keyboard: false });
    screen.getByTestId('help-menu').focus();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenLastCalledWith({ id: 'help-menu', keyboard: true });
    screen.getByTestId('user-menu').focus();
    await user.keyboard('{ArrowDown}');
    expect(onActivate).toHaveBeenLastCalledWith({ id: 'user-menu', keyboard: true });
  });
});

describe('DropdownMenu autoOpen', () => {
  const onOpened = vi.fn();
  beforeEach(() => {
    onOpened.mockClear();
    return setupI18n('en');
  });

  const menu = (how?: 'pointer' | 'keyboard') => (
    <DropdownMenu label="Things" testId="things" button="Things" autoOpen={how ? { keyboard: how === 'keyboard', onOpened } : undefined}>
      <MenuItem>
        <button type="button">First</button>
      </MenuItem>
      <MenuItem>
        <button type="button">Second</button>
      </MenuItem>
    </DropdownMenu>
  );

  test('stays closed without it', async () => {
    renderWithProviders(menu());
    await screen.findByTestId('things');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('opens once mounted, as after a click', async () => {
    renderWithProviders(menu('pointer'));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByTestId('things')).toHaveAttribute('aria-expanded', 'true');
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  test('from the keyboard the first item is active', async () => {
    renderWithProviders(menu('keyboard'));
    const items = await screen.findByRole('menu');
    await waitFor(() => expect(items.getAttribute('aria-activedescendant')).toBe(screen.getByRole('menuitem', { name: 'First' }).id));
  });
});
