import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { RecordFormTestQuery } from './__generated__/RecordFormTestQuery.graphql';
import { RecordForm } from './RecordForm';

const testQuery = graphql`
  query RecordFormTestQuery @relay_test_operation {
    node(id: "order") {
      ...RecordForm_disconnection @alias(as: "order")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<RecordFormTestQuery> }) {
  const data = usePreloadedQuery<RecordFormTestQuery>(testQuery, queryRef);
  return data.node?.order ? <RecordForm disconnection={data.node.order} /> : null;
}

function renderForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<RecordFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'Disconnection', id: 'order-1', previousReading: 5000, dials: 5, finalReading: null, finalReadingDate: null, clockOver: false, comment: null }),
    }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('RecordForm (002 §5)', () => {
  beforeEach(() => setupI18n('en', ['disconnections']));

  test('refuses a reading lower than the last one without a clock-over and keeps it; the keypad types digits', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    const reading = await screen.findByLabelText('Final reading');
    await user.type(reading, '4999');
    await user.click(screen.getByRole('button', { name: 'Save disconnection' }));
    expect(reading).toHaveAttribute('aria-invalid', 'true');
    expect(reading).toHaveAccessibleDescription(/cannot be lower than the last reading/);
    expect(reading).toHaveValue('4999');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    const keypad = screen.getByRole('group', { name: 'Numeric keypad' });
    await user.click(within(keypad).getByRole('button', { name: 'Clear' }));
    await user.click(within(keypad).getByRole('button', { name: '7' }));
    await user.click(within(keypad).getByRole('button', { name: '3' }));
    expect(reading).toHaveValue('73');
    await user.click(screen.getByLabelText('Clock-over'));
    await user.click(screen.getByRole('button', { name: 'Save disconnection' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ disconnectionId: 'order-1', finalReading: 73, clockOver: true });
  });

  test('saves without a final reading as null (stored as 0), without a clock-over', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    const reading = await screen.findByLabelText('Final reading');
    await user.type(reading, '12345');
    await user.click(screen.getByLabelText('Clock-over'));
    await user.clear(reading);
    await user.click(screen.getByRole('button', { name: 'Save disconnection' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ finalReading: null, clockOver: false });
  });
});
