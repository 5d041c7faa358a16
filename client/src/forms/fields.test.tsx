import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { FormTextField } from './fields';
import { usePortalForm } from './usePortalForm';

type Inputs = { town: string; latitude: string };

function PlaceForm({ save }: { save: (values: Inputs) => void }) {
  const form = usePortalForm<Inputs>({
    defaultValues: { town: '', latitude: '' },
    rules: (values) => ({ town: values.town.trim() ? null : 'Mandatory field', latitude: Number.isNaN(Number(values.latitude)) ? 'A number, please' : null }),
  });
  const submit = form.submitWith(async (values) => {
    save(values);
    return null;
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <FormTextField name="town" label="Town" />
        <FormTextField name="latitude" label="Latitude" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const flush = () => act(async () => {});

describe('a field of the portal form left by pressing a button', () => {
  test('shows its problem only once the click is through, so the line it adds cannot move the button from under the pointer', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<PlaceForm save={save} />);
    const latitude = screen.getByLabelText('Latitude');
    const town = screen.getByLabelText('Town');
    await user.type(latitude, 'north');
    const button = screen.getByRole('button', { name: 'Save' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await flush();
    expect(latitude).not.toHaveFocus();
    expect(latitude).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    // the click submitted: the blank town, refused on submit only, shows beside the latitude
    await waitFor(() => expect(town).toHaveAccessibleDescription('Mandatory field'));
    expect(latitude).toHaveAccessibleDescription('A number, please');
    expect(save).not.toHaveBeenCalled();
  });

  test('left with the keyboard, or by a press that is no click, it shows its problem as before', async () => {
    const user = userEvent.setup();
    render(<PlaceForm save={vi.fn()} />);
    const latitude = screen.getByLabelText('Latitude');
    await user.type(latitude, 'north');
    await user.tab();
    await waitFor(() => expect(latitude).toHaveAccessibleDescription('A number, please'));
    const town = screen.getByLabelText('Town');
    await user.clear(latitude);
    await user.type(latitude, 'south');
    await user.pointer([{ keys: '[MouseLeft>]', target: document.body }, { keys: '[/MouseLeft]', target: document.body }]);
    await waitFor(() => expect(latitude).toHaveAccessibleDescription('A number, please'));
    // left untouched, the town is not refused before a submit
    expect(town).not.toHaveAttribute('aria-invalid');
  });
});
