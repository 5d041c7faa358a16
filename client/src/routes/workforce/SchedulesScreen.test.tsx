import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { Week } from './ScheduleGrid';
import { EntryForm } from './SchedulesScreen';

const EMPLOYEES = [{ employeeId: 7, name: 'Andreas Michael', entries: [] }] as unknown as Week['employees'];
const DRAFT = { entryId: null, employeeId: '7', day: '2031-03-05', from: '08:00', to: '16:00', kind: 'SHIFT' as const, note: '' };

function renderEntryForm() {
  return renderWithProviders(<EntryForm draft={DRAFT} employees={EMPLOYEES} onClose={vi.fn()} onSaved={vi.fn(async () => {})} />);
}

describe('schedule entry form: the day typed DD/MM/YYYY and the times HH:mm (002 §9)', () => {
  test('shows the day DD/MM/YYYY and saves the typed day as YYYY-MM-DD', async () => {
    await setupI18n('en', ['workforce']);
    const user = userEvent.setup();
    const { environment } = renderEntryForm();
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue('05/03/2031');
    await user.clear(day);
    await user.type(day, '6/3/2031');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ day: '2031-03-06', employeeId: 7 });
  });

  test('refuses an unreal day in the user language and keeps what was typed', async () => {
    await setupI18n('ar', ['workforce']);
    const user = userEvent.setup();
    const { environment } = renderEntryForm();
    const day = screen.getByLabelText('اليوم');
    await user.clear(day);
    await user.type(day, '31/02/2031');
    await user.click(screen.getByRole('button', { name: 'حفظ القيد' }));
    expect(day).toHaveAccessibleDescription('أدخل اليوم بالشكل يوم/شهر/سنة.');
    expect(day).toHaveValue('31/02/2031');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('takes the times typed HH:mm, whatever the browser locale, and sends them HH:mm (an entry may end at 24:00)', async () => {
    await setupI18n('en', ['workforce']);
    const user = userEvent.setup();
    const { environment } = renderEntryForm();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveAttribute('placeholder', 'HH:mm');
    await user.clear(from);
    await user.type(from, '8:30');
    await user.clear(to);
    await user.type(to, '24:00');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ from: '08:30', to: '24:00' });
  });

  test('refuses a time that is none in the user language beside its field and keeps what was typed', async () => {
    await setupI18n('ar', ['workforce']);
    const user = userEvent.setup();
    const { environment } = renderEntryForm();
    const from = screen.getByLabelText('من');
    const to = screen.getByLabelText('إلى');
    await user.clear(from);
    await user.type(from, '25:00');
    await user.clear(to);
    await user.type(to, '9.30');
    await user.click(screen.getByRole('button', { name: 'حفظ القيد' }));
    expect(from).toHaveAccessibleDescription('أدخل الوقت بالشكل HH:mm.');
    expect(to).toHaveAccessibleDescription('أدخل الوقت بالشكل HH:mm.');
    expect(from).toHaveValue('25:00');
    expect(to).toHaveValue('9.30');
    await user.clear(to);
    await user.type(to, '07:00');
    await user.clear(from);
    await user.type(from, '08:00');
    await user.click(screen.getByRole('button', { name: 'حفظ القيد' }));
    expect(to).toHaveAccessibleDescription('يجب أن تكون النهاية بعد البداية.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
