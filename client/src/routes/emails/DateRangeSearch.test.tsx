import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { DateRangeSearch } from './DateRangeSearch';

describe('DateRangeSearch', () => {
  beforeEach(() => setupI18n('en', ['emails']));

  test('a range ending before it starts shows the error on the end field, as the statement does', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<DateRangeSearch initial={{ from: '2025-01-01', to: '2025-12-31' }} searching={false} onSearch={onSearch} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '31/03/2025');
    await user.clear(to);
    await user.type(to, '01/01/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(from).toHaveValue('31/03/2025');
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '30/04/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ from: '2025-03-31', to: '2025-04-30' });
  });
});
