import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { pageWindow } from '../../lib/paging';
import { setupI18n } from '../../test/renderWithProviders';
import { LoadMore } from './LoadMore';
import { Paginator } from './Paginator';

describe('the paging controls of the table family (002 §2, §9)', () => {
  test('five page numbers around the current page, fewer when there are fewer pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  test('the paginator marks the current page, changes page and page size, and stops at both ends', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    render(<Paginator total={120} page={1} pageSize={10} onPage={onPage} onPageSize={onPageSize} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
    expect(nav).toBeInTheDocument();
  });

  test('load more says the common texts unless the list has its own, and is busy while loading', async () => {
    await setupI18n('en');
    const { rerender } = render(<LoadMore loading={false} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    rerender(<LoadMore loading onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadMore loading onClick={() => undefined} label="More records" testId="more" />);
    expect(screen.getByTestId('more')).toHaveTextContent('More records');
    expect(screen.getByTestId('more')).toBeDisabled();
  });

  test('load more sits centred by default, or at the start edge or across the width, and can be a large target', async () => {
    await setupI18n('en');
    const { rerender } = render(<LoadMore loading={false} onClick={() => undefined} testId="more" />);
    expect(screen.getByTestId('more')).toHaveClass('self-center');
    expect(screen.getByTestId('more')).not.toHaveClass('min-h-11');
    rerender(<LoadMore loading={false} onClick={() => undefined} testId="more" align="start" large />);
    expect(screen.getByTestId('more')).toHaveClass('self-start', 'min-h-11');
    rerender(<LoadMore loading={false} onClick={() => undefined} testId="more" align="stretch" />);
    expect(screen.getByTestId('more')).not.toHaveClass('self-center');
    expect(screen.getByTestId('more')).not.toHaveClass('self-start');
  });
});
