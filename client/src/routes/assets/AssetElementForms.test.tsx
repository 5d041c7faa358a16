import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { AssetElementFormsTestQuery } from './__generated__/AssetElementFormsTestQuery.graphql';
import { AssetForm } from './AssetForm';
import { ElementEditForm } from './ElementEditForm';

const testQuery = graphql`
  query AssetElementFormsTestQuery @relay_test_operation {
    networkElement(elementId: 7) {
      ...ElementEditForm_element
    }
  }
`;

function ElementHarness({ queryRef }: { queryRef: PreloadedQuery<AssetElementFormsTestQuery> }) {
  const { networkElement } = usePreloadedQuery<AssetElementFormsTestQuery>(testQuery, queryRef);
  return networkElement ? <ElementEditForm element={networkElement} onDone={vi.fn()} /> : null;
}

const PROPERTIES = [
  { definitionId: 11, groupName: 'Pipe', number: 1, name: 'Diameter', unit: 'mm', type: 'INTEGER', isMandatory: false, value: '300', options: [] },
  { definitionId: 12, groupName: 'Pipe', number: 2, name: 'Laid on', unit: null, type: 'DATE', isMandatory: false, value: null, options: [] },
];

function renderElementForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AssetElementFormsTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Element: () => ({ id: 'element-7', name: 'Main pipe', status: 'ACTIVE', properties: PROPERTIES }) }));
  return renderWithProviders(<ElementHarness queryRef={queryRef} />, { environment });
}

/** Answers the form's mutation with one field refused. */
function refuse(environment: ReturnType<typeof createMockEnvironment>, payloadType: string, empty: Record<string, null>, field: string, message: string) {
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { [payloadType]: () => ({ ...empty, userErrors: [{ field, code: 'INVALID_INPUT', message }] }) }));
}

describe('asset and element forms (002 §5, §9) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['assets']));

  test('asset: a cost with three decimals loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetForm asset={null} elementId="element-7" onSaved={vi.fn()} onCancel={vi.fn()} />);
    const cost = await screen.findByLabelText('Purchase cost');
    await user.type(cost, '12.505');
    await user.tab();
    expect(cost).toHaveAccessibleDescription('Enter an amount from 0 to 999,999,999 with at most two decimals');
    await user.click(cost);
    await user.type(cost, '{Backspace}');
    expect(cost).toHaveFocus();
    expect(cost).not.toHaveAttribute('aria-invalid');
  });

  test("asset: the server's refusal of the asset number shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { environment } = renderWithProviders(<AssetForm asset={null} elementId="element-7" onSaved={onSaved} onCancel={vi.fn()} />);
    await user.type(await screen.findByLabelText('Asset number'), 'PMP-0099');
    await user.type(screen.getByLabelText('Description'), 'Booster pump');
    await user.selectOptions(screen.getByLabelText('Category'), screen.getAllByRole('option')[1]!);
    await user.type(screen.getByLabelText('Make'), 'Grundfos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ assetNumber: 'PMP-0099', elementId: 'element-7', make: 'Grundfos', purchaseCost: null });
    refuse(environment, 'SaveAssetPayload', { asset: null }, 'assetNumber', 'Another asset has this number.');
    const number = screen.getByLabelText('Asset number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Another asset has this number.'));
    expect(number).toHaveValue('PMP-0099');
    expect(screen.getByLabelText('Make')).toHaveValue('Grundfos');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('element: a property day not in DD/MM/YYYY loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderElementForm();
    const laid = await screen.findByLabelText('2. Laid on');
    await user.type(laid, '31/02/2020');
    await user.tab();
    expect(laid).toHaveAccessibleDescription('Enter a date as DD/MM/YYYY');
    await user.clear(laid);
    await user.type(laid, '28/02/2020');
    expect(laid).toHaveFocus();
    expect(laid).not.toHaveAttribute('aria-invalid');
  });

  test("element: the server's refusal of a property value shows beside that property and keeps every value", async () => {
    const user = userEvent.setup();
    const { environment } = renderElementForm();
    const diameter = await screen.findByLabelText('1. Diameter (mm)');
    await user.clear(diameter);
    await user.type(diameter, '99999');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Main pipe north');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ elementId: 'element-7', name: 'Main pipe north', values: [{ definitionId: 11, value: '99999' }] });
    refuse(environment, 'SaveElementPayload', { element: null }, 'values.11', 'Enter a number from 0 to 9,999.');
    await waitFor(() => expect(diameter).toHaveAccessibleDescription('Enter a number from 0 to 9,999.'));
    expect(diameter).toHaveValue('99999');
    expect(screen.getByLabelText('Name')).toHaveValue('Main pipe north');
  });
});
