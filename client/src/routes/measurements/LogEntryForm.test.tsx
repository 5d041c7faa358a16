import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { LogEntryFormTestQuery } from './__generated__/LogEntryFormTestQuery.graphql';
import { LogEntryForm } from './LogEntryForm';

const testQuery = graphql`
  query LogEntryFormTestQuery @relay_test_operation {
    logPoints(stationId: "station") {
      ...LogEntryForm_points
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<LogEntryFormTestQuery> }) {
  const data = usePreloadedQuery<LogEntryFormTestQuery>(testQuery, queryRef);
  return data.logPoints ? <LogEntryForm points={data.logPoints} /> : null;
}

const POINTS = [
  { id: 'point-a', parameter: 'RESERVOIR_LEVEL', unit: 'm', minimum: 0, maximum: 8, decimals: 2, element: { code: 'RES-1', name: 'North reservoir' }, latestEntry: null },
  { id: 'point-b', parameter: 'OUTLET_PRESSURE', unit: 'bar', minimum: 1, maximum: 6, decimals: 1, element: { code: 'PMP-2', name: 'Outlet pump' }, latestEntry: null },
];

function renderForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<LogEntryFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Query: () => ({ logPoints: POINTS.map((point) => ({ __typename: 'LogPoint', ...point })) }) }));
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('LogEntryForm (002 §5) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['measurements']));

  test('a value with too many decimals loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderForm();
    const level = await screen.findByLabelText(/Reservoir level/);
    await user.type(level, '2.555');
    await user.tab();
    expect(level).toHaveAccessibleDescription(/Use at most 2 decimals/);
    await user.click(level);
    await user.type(level, '{Backspace}');
    expect(level).toHaveFocus();
    expect(level).not.toHaveAttribute('aria-invalid');
  });

  test("the server's refusal of one value shows beside its log point, and every value typed stays", async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.type(await screen.findByLabelText(/Reservoir level/), '2.5');
    await user.type(screen.getByLabelText(/Outlet pressure/), '3');
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ entries: [{ logPointId: 'point-a', value: 2.5 }, { logPointId: 'point-b', value: 3 }], confirmOutOfRange: false });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { SaveLogEntriesPayload: () => ({ entries: [], logPoints: [], userErrors: [{ field: 'entries.1.value', code: 'INVALID_INPUT', message: 'This log point is no longer in service.' }] }) }),
    );
    const pressure = screen.getByLabelText(/Outlet pressure/);
    await waitFor(() => expect(pressure).toHaveAccessibleDescription(/This log point is no longer in service\./));
    expect(pressure).toHaveValue('3');
    expect(screen.getByLabelText(/Reservoir level/)).toHaveValue('2.5');
    expect(screen.getByLabelText(/Reservoir level/)).not.toHaveAttribute('aria-invalid');
  });
});
