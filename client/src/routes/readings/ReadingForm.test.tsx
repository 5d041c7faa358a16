import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { ReadingForm } from './ReadingForm';
import { readingProblem } from '../../lib/readingValidation';

describe('readingProblem (002 §5)', () => {
  test('a reading is a whole number within the dials, not below the previous one unless clocked over', () => {
    expect(readingProblem(' ', 120, 99_999, false)).toEqual({ key: 'required' });
    expect(readingProblem('12.5', 120, 99_999, false)).toEqual({ key: 'notWholeNumber' });
    expect(readingProblem('100000', 120, 99_999, false)).toEqual({ key: 'outOfRange', max: 99_999 });
    expect(readingProblem('119', 120, 99_999, false)).toEqual({ key: 'belowPrevious', previous: 120 });
    expect(readingProblem('119', 120, 99_999, true)).toBeNull();
    expect(readingProblem('120', 120, 99_999, false)).toBeNull();
    expect(readingProblem('5', null, 99_999, false)).toBeNull();
  });
});

describe('ReadingForm', () => {
  beforeEach(() => setupI18n('en', ['readings']));

  function renderForm(onSubmit = vi.fn()) {
    render(<ReadingForm previousReading={1250} maxReading={99_999} unitLabel="m³" busy={false} serverErrors={{}} onSubmit={onSubmit} onCancel={vi.fn()} />);
    return onSubmit;
  }

  test('refuses a reading below the previous one, naming it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.getByText('Previous reading: 1,250 m³')).toBeInTheDocument();
    const input = screen.getByLabelText('Current reading (m³)');
    await user.type(input, '1200');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('The reading cannot be less than the previous reading (1,250) unless the meter clocked over.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('1200');
  });

  test('sends a reading below the previous one once the clock-over box is ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Current reading (m³)'), '12');
    await user.click(screen.getByLabelText(/The meter clocked over/));
    await user.type(screen.getByLabelText('Comment (optional)'), 'new dials');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(onSubmit).toHaveBeenCalledWith({ reading: 12, clockedOver: true, comment: 'new dials', photo: null });
  });

  test('refuses a photo that is not JPG or PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText('Photo of the meter (optional, JPG or PNG, up to 4 MB)');
    await user.upload(input, new File(['%PDF'], 'meter.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('Choose a JPG or PNG photo.');
  });
});
