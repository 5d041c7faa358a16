import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { AssessmentForm } from './AssessmentForm';
import { PvParkForm } from './PvParkForm';

/** Answers the form's mutation with one field refused. */
function refuse(environment: ReturnType<typeof createMockEnvironment>, payloadType: string, empty: Record<string, null>, field: string, message: string) {
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { [payloadType]: () => ({ ...empty, userErrors: [{ field, code: 'INVALID_INPUT', message }] }) }));
}

describe('asset forms (002 §5, §9) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['assets']));

  test('PV park: a capacity that is not a number loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PvParkForm pvPark={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const installed = await screen.findByLabelText('Installed capacity (kWp)');
    await user.type(installed, '12x');
    await user.tab();
    expect(installed).toHaveAccessibleDescription('Enter a number from 0 to 999,999,999');
    await user.click(installed);
    await user.type(installed, '{Backspace}');
    expect(installed).toHaveFocus();
    expect(installed).not.toHaveAttribute('aria-invalid');
  });

  test("PV park: the server's refusal of the licence number shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { environment } = renderWithProviders(<PvParkForm pvPark={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await user.type(await screen.findByLabelText('Name'), 'Dali solar');
    await user.type(screen.getByLabelText('Licence number'), 'PV-2026-7');
    await user.type(screen.getByLabelText('Owner / operator'), 'Sun Ltd');
    await user.type(screen.getByLabelText('Installed capacity (kWp)'), '500');
    await user.type(screen.getByLabelText('Export capacity (kW)'), '450');
    await user.selectOptions(screen.getByLabelText('Connection voltage'), screen.getAllByRole('option', { name: /kV|V/ })[0]!);
    await user.type(screen.getByLabelText('Town'), 'Dali');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    refuse(environment, 'SavePvParkPayload', { pvPark: null }, 'licenceNumber', 'Another park holds this licence number.');
    const licence = screen.getByLabelText('Licence number');
    await waitFor(() => expect(licence).toHaveAccessibleDescription('Another park holds this licence number.'));
    expect(licence).toHaveValue('PV-2026-7');
    expect(screen.getByLabelText('Name')).toHaveValue('Dali solar');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('assessment: a day not in DD/MM/YYYY loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssessmentForm assetId="asset-1" />);
    const due = await screen.findByLabelText('Next assessment due');
    await user.type(due, '31/02/2027');
    await user.tab();
    expect(due).toHaveAccessibleDescription('Enter a date as DD/MM/YYYY');
    await user.clear(due);
    await user.type(due, '28/02/2027');
    expect(due).toHaveFocus();
    expect(due).not.toHaveAttribute('aria-invalid');
  });

  test("assessment: the server's refusal of the remaining life shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<AssessmentForm assetId="asset-1" />);
    await user.click(await screen.findByRole('radio', { name: /^3/ }));
    await user.selectOptions(screen.getByLabelText('Performance grade'), screen.getAllByRole('option', { name: /^2 ·/ })[0]!);
    await user.type(screen.getByLabelText('Remaining life (years)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save assessment' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    refuse(environment, 'SaveConditionAssessmentPayload', {}, 'remainingLifeYears', 'The remaining life exceeds the expected life of the asset.');
    const life = screen.getByLabelText('Remaining life (years)');
    await waitFor(() => expect(life).toHaveAccessibleDescription('The remaining life exceeds the expected life of the asset.'));
    expect(life).toHaveValue('12');
    expect(screen.getByRole('radio', { name: /^3/ })).toBeChecked();
  });
});
