import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { AgreementFormTestQuery } from './__generated__/AgreementFormTestQuery.graphql';
import { AgreementForm } from './AgreementForm';

const testQuery = graphql`
  query AgreementFormTestQuery @relay_test_operation {
    node(id: "case") {
      ...AgreementForm_debtCase @alias(as: "debtCase")
    }
  }
`;

const BANKS = [
  { bankId: 1, name: 'Bank of Cyprus', country: 'CY' },
  { bankId: 7, name: 'Deutsche Bank', country: 'DE' },
];

function Harness({ queryRef }: { queryRef: PreloadedQuery<AgreementFormTestQuery> }) {
  const data = usePreloadedQuery<AgreementFormTestQuery>(testQuery, queryRef);
  return data.node?.debtCase ? <AgreementForm debtCase={data.node.debtCase} banks={BANKS} /> : null;
}

function renderForm() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<AgreementFormTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'DebtCase', id: 'case-1', status: 'OPEN', balance: { amount: '100.00', currencySymbol: '€' }, activeAgreement: null }),
    }),
  );
  return renderWithProviders(<Harness queryRef={queryRef} />, { environment });
}

describe('AgreementForm (002 §5)', () => {
  beforeEach(() => setupI18n('en', ['debtManagement', 'enquiryTabs', 'enquiry']));

  test('groups the IBAN in fours, checks it when the field is left and refuses a 9-digit phone, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    expect(await screen.findByLabelText('Instalment amount')).toHaveValue('16.67');
    await user.click(screen.getByLabelText('Pay by direct debit'));
    const iban = screen.getByLabelText('IBAN');
    await user.type(iban, 'cy18002001280000001200527600');
    expect(iban).toHaveValue('CY18 0020 0128 0000 0012 0052 7600');
    await user.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(/check digits do not match/);

    await user.type(screen.getByLabelText('Payment phone'), '991234567');
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    expect(screen.getByLabelText('Payment phone')).toHaveAccessibleDescription(/10 to 15 digits/);
    expect(screen.getByLabelText('Payment phone')).toHaveValue('991234567');
    expect(screen.getByText('Choose the bank of the direct debit.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('a refused phone loses its error while it is corrected, so the click that leaves it reaches "Create agreement"', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    const phone = await screen.findByLabelText('Payment phone');
    await user.type(phone, '991234567');
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.click(phone);
    await user.type(phone, '0');
    // still in the field: the error line is already gone, so nothing moves when the field is left
    expect(phone).toHaveFocus();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/10 to 15 digits/, { selector: '[id$="-error"]' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  test('sends a valid agreement with the IBAN compact and the amount in two decimals', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.clear(await screen.findByLabelText('Number of instalments'));
    await user.type(screen.getByLabelText('Number of instalments'), '4');
    expect(screen.getByLabelText('Instalment amount')).toHaveValue('25.00');
    await user.type(screen.getByLabelText('Payment phone'), '+357 99 123456');
    await user.click(screen.getByLabelText('Pay by direct debit'));
    await user.selectOptions(screen.getByLabelText('Bank'), 'Bank of Cyprus');
    await user.type(screen.getByLabelText('IBAN'), 'CY17 0020 0128 0000 0012 0052 7600');
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables['input']).toMatchObject({
      debtCaseId: 'case-1',
      paymentAgreementId: null,
      instalmentCount: 4,
      instalmentAmount: '25.00',
      paymentPhone: '+357 99 123456',
      directDebit: true,
      bankId: 1,
      iban: 'CY17002001280000001200527600',
    });
  });

  test('refuses an IBAN from another country than the bank', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.type(await screen.findByLabelText('Payment phone'), '0035799123456');
    await user.click(screen.getByLabelText('Pay by direct debit'));
    await user.selectOptions(screen.getByLabelText('Bank'), 'Deutsche Bank');
    await user.type(screen.getByLabelText('IBAN'), 'CY17 0020 0128 0000 0012 0052 7600');
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(/not from the country of the bank/);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('AgreementForm on the portal form', () => {
  beforeEach(() => setupI18n('en', ['debtManagement', 'enquiryTabs', 'enquiry']));

  test('a number of instalments out of range loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderForm();
    const count = await screen.findByLabelText('Number of instalments');
    await user.clear(count);
    await user.type(count, '61');
    await user.tab();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    await user.click(count);
    await user.type(count, '{Backspace}');
    expect(count).toHaveFocus();
    expect(count).not.toHaveAttribute('aria-invalid');
  });

  test("the server's refusal of the IBAN shows beside it and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { environment } = renderForm();
    await user.type(await screen.findByLabelText('Payment phone'), '+357 99 123456');
    await user.click(screen.getByLabelText('Pay by direct debit'));
    await user.selectOptions(screen.getByLabelText('Bank'), 'Bank of Cyprus');
    await user.type(screen.getByLabelText('IBAN'), 'CY17 0020 0128 0000 0012 0052 7600');
    await user.click(screen.getByRole('button', { name: 'Create agreement' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        SavePaymentAgreementPayload: () => ({ debtCase: null, userErrors: [{ field: 'iban', code: 'INVALID_IBAN', message: 'The bank does not accept this account.' }] }),
      }),
    );
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/The bank does not accept this account\./));
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveValue('CY17 0020 0128 0000 0012 0052 7600');
    expect(screen.getByLabelText('Payment phone')).toHaveValue('+357 99 123456');
  });
});
