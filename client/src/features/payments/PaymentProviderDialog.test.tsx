import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { announcePaymentSuccess, openPaymentWindow } from './paymentEvents';
import { PaymentProviderDialog } from './PaymentProviderDialog';

const ACCOUNT = {
  accountNumber: '10000012',
  maskedHolderName: 'M**** G*******',
  amountDue: { formatted: '23.98 €' },
  bills: [],
  charges: [],
};

async function renderOpenDialog() {
  const environment = createMockEnvironment();
  renderWithProviders(<PaymentProviderDialog />, { environment });
  act(() => openPaymentWindow());
  await screen.findByRole('heading', { name: 'Online payment' });
  return environment;
}

async function validate(environment: ReturnType<typeof createMockEnvironment>, number: string, account: object = ACCOUNT) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Account number'));
  await user.type(screen.getByLabelText('Account number'), number);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ValidatePaymentAccountPayload: () => ({ account, userErrors: [] }) }),
    ),
  );
}

describe('PaymentProviderDialog (000 §2)', () => {
  beforeEach(() => setupI18n('en'));

  test('Back goes from step 2 to step 1, and from step 3 to step 2 keeping the number', async () => {
    const user = userEvent.setup();
    const environment = await renderOpenDialog();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fees' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Other sales' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fees' }));
    await validate(environment, '10000012');
    expect(await screen.findByText(/M\*\*\*\* G\*\*\*\*\*\*\*/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Account number')).toHaveValue('10000012');
  });

  test('a bill payment shows what proves the account (masked name, amount due) and the bills by date, never an invoice number', async () => {
    const user = userEvent.setup();
    const environment = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Bill payments' }));
    const bill = {
      id: 'QmlsbDox',
      invoiceNumber: '200001220261101',
      issueDate: '2026-11-01',
      lastOnlinePaymentDay: '2026-11-16',
      payableOnline: true,
      amountDue: { amount: '23.98', formatted: '23.98 €' },
    };
    await validate(environment, '10000012', { ...ACCOUNT, bills: [bill] });
    // Without the Unicode isolates that keep numbers in order in Arabic.
    const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
    const account = plain((await screen.findByTestId('payment-account')).textContent);
    expect(account).toContain('Account 10000012, M**** G*******');
    expect(account).toContain('Amount due: 23.98 €');
    expect(plain(screen.getByRole('radio').closest('label')?.textContent ?? null)).toContain('Bill of 01/11/2026: 23.98 €');
    expect(screen.getByRole('radio')).toBeChecked();
    expect(document.body).not.toHaveTextContent('200001220261101');
  });

  test('a fee is one of the open records of the account, paid whole: the chosen record\'s id and exact amount start the payment', async () => {
    const user = userEvent.setup();
    const environment = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Fees' }));
    const charge = (chargeId: number, description: string, amount: string) => ({
      chargeId,
      reference: `FEE-${String(chargeId).padStart(6, '0')}`,
      description,
      raisedOn: '2026-11-07',
      amount: { amount, formatted: `${amount} €` },
    });
    const charges = [charge(1, 'Reconnection fee', '35.00'), charge(2, 'Meter accuracy test fee', '22.50')];
    await validate(environment, '10000012', { ...ACCOUNT, amountDue: { formatted: '57.50 €' }, charges });
    const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
    await screen.findByRole('group', { name: 'What to pay' });
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(plain(screen.getAllByRole('radio')[1]?.closest('label')?.textContent ?? null)).toBe('Meter accuracy test fee: 22.50 €FEE-000002, raised 07/11/2026');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const [operation] = environment.mock.getAllOperations();
    expect(operation?.request.variables.input).toMatchObject({ paymentType: 'FEES', accountNumber: '10000012', chargeId: 2, amount: '22.50', billId: null });
  });

  test('Start over resets to step 1; a success event closes the dialog and it reopens at step 1', async () => {
    const user = userEvent.setup();
    const environment = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Fees' }));
    await validate(environment, '10000012');
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('button', { name: 'Bill payments' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fees' }));
    act(() => announcePaymentSuccess());
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Online payment|Step/ })).toBeNull());
    act(() => openPaymentWindow());
    expect(await screen.findByRole('button', { name: 'Bill payments' })).toBeInTheDocument();
  });
});
