import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { PaymentFormTestQuery } from './__generated__/PaymentFormTestQuery.graphql';
import { PaymentForm } from './PaymentForm';

const testQuery = graphql`
  query PaymentFormTestQuery @relay_test_operation {
    node(id: "case") {
      ...PaymentForm_debtCase @alias(as: "debtCase")
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<PaymentFormTestQuery> }) {
  const data = usePreloadedQuery<PaymentFormTestQuery>(testQuery, queryRef);
  return data.node?.debtCase ? <PaymentForm debtCase={data.node.debtCase} /> : null;
}

function renderForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PaymentFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'DebtCase', id: 'case-1', status: 'OPEN', balance: { amount: '100.00', currencySymbol: '€' } }) }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('PaymentForm (002 §5)', () => {
  beforeEach(() => setupI18n('en', ['debtManagement']));

  test('an amount above the balance loses its error as soon as it is corrected, and is sent with two decimals', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    const amount = await screen.findByLabelText('Amount paid');
    await user.type(amount, '150');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '1');
    expect(amount).toHaveFocus();
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toMatchObject({ debtCaseId: 'case-1', amount: '1.00', note: null });
  });

  test("the server's refusal of the note shows beside it and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.type(await screen.findByLabelText('Amount paid'), '12,5');
    await user.type(screen.getByLabelText('Note'), 'Cash at the office');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { DebtCasePayload: () => ({ debtCase: null, userErrors: [{ field: 'note', code: 'INVALID_INPUT', message: 'The note holds characters the utility cannot keep.' }] }) }),
    );
    const note = screen.getByLabelText('Note');
    await waitFor(() => expect(note).toHaveAccessibleDescription('The note holds characters the utility cannot keep.'));
    expect(note).toHaveValue('Cash at the office');
    expect(screen.getByLabelText('Amount paid')).toHaveValue('12.50');
  });
});
