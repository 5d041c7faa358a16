import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Button } from './Button';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { ChangeControls, ReadingControls, ViewOnlyProvider } from './viewOnly';

/** A form of the shared pieces, a filter that only reads, and a part of plain controls. */
function Screen() {
  return (
    <>
      <form aria-label="change">
        <TextField label="Reading" />
        <TextAreaField label="Message" />
        <SelectField label="Account" options={[{ value: 'a', label: 'A' }]} />
        <CheckboxField label="Clocked over" />
        <Button type="submit">Send</Button>
        <Button mutates>Delete</Button>
        <Button>Show details</Button>
      </form>
      <ReadingControls>
        <SelectField label="Period" options={[{ value: 'y', label: 'Year' }]} />
        <Button type="submit">Show</Button>
      </ReadingControls>
      <ChangeControls>
        <input aria-label="Plain" />
        <button type="button">Plain button</button>
      </ChangeControls>
    </>
  );
}

const changes = () => [
  screen.getByLabelText('Reading'),
  screen.getByLabelText('Message'),
  screen.getByLabelText('Account'),
  screen.getByLabelText('Clocked over'),
  screen.getByRole('button', { name: 'Send' }),
  screen.getByRole('button', { name: 'Delete' }),
  screen.getByLabelText('Plain'),
  screen.getByRole('button', { name: 'Plain button' }),
];
const reads = () => [screen.getByRole('button', { name: 'Show details' }), screen.getByLabelText('Period'), screen.getByRole('button', { name: 'Show' })];

describe('view-only controls', () => {
  test('during a staff view every change is off; what only reads or shows stays usable', () => {
    render(
      <ViewOnlyProvider viewOnly>
        <Screen />
      </ViewOnlyProvider>,
    );
    for (const control of changes()) expect(control).toBeDisabled();
    for (const control of reads()) expect(control).toBeEnabled();
  });

  test('outside a view nothing is turned off', () => {
    render(
      <ViewOnlyProvider viewOnly={false}>
        <Screen />
      </ViewOnlyProvider>,
    );
    for (const control of [...changes(), ...reads()]) expect(control).toBeEnabled();
  });

  test("a screen's own disabled state still holds outside a view", () => {
    render(<TextField label="Busy" disabled />);
    expect(screen.getByLabelText('Busy')).toBeDisabled();
  });
});
