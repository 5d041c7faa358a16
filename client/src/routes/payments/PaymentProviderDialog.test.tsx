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
};

async function renderOpenDialog() {
  const environment = createMockEnvironment();
  renderWithProviders(<PaymentProviderDialog />, { environment });
  act(() => openPaymentWindow());
  await screen.findByRole('heading', { name: 'Online payment' });
  return environment;
}

async function validate(environment: ReturnType<typeof createMockEnvironment>, number: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Account number'));
  await user.type(screen.getByLabelText('Account number'), number);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ValidatePaymentAccountPayload: () => ({ account: ACCOUNT, userErrors: [] }) }),
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
