import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { INVOICE_MIN_DIGITS_REGISTRATION, INVOICE_MIN_DIGITS_UNSUBSCRIBE } from '../../../../../shared/invoiceReference';
import { InvoiceStep } from './InvoiceStep';

function renderStep(minDigits: number) {
  const handlers = { onFound: vi.fn(), onFailed: vi.fn(), onExpired: vi.fn() };
  const rendered = renderWithProviders(
    <InvoiceStep
      token="1.2.sig"
      emailCode="123456"
      minDigits={minDigits}
      forUnsubscribe={minDigits === INVOICE_MIN_DIGITS_UNSUBSCRIBE}
      help={{ text: 'The 15-digit number under the barcode.', image: null }}
      {...handlers}
    />,
  );
  return { ...rendered, ...handlers };
}

describe('e-bill invoice step (001 §5, §8)', () => {
  beforeEach(() => setupI18n('en', ['ebill']));

  test('refuses fewer than 15 digits or other characters with InvoiceNumberError, keeping what was typed', async () => {
    const { environment } = renderStep(INVOICE_MIN_DIGITS_REGISTRATION);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Invoice number');
    for (const typed of ['20000032026050', '20000032026050x']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(field).toHaveAccessibleDescription('The invoice number is not valid: use digits only, at least 15 digits.');
      expect(field).toHaveValue(typed);
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('the unsubscribe accepts 7 digits and shows the address lookup refusal beside the field', async () => {
    const { environment, onFailed, onFound } = renderStep(INVOICE_MIN_DIGITS_UNSUBSCRIBE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Invoice number'), '2099999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { token: '1.2.sig', emailCode: '123456', invoiceNumber: '2099999', forUnsubscribe: true },
    });
    environment.mock.resolve(operation, {
      data: {
        lookupEbillProperty: {
          propertyReference: null,
          address: null,
          userErrors: [{ code: 'WRONG_INVOICE_NUMBER', field: 'invoiceNumber', message: 'No property matches this invoice number', retryAfterSeconds: null }],
        },
      },
    });
    expect(await screen.findByLabelText('Invoice number')).toHaveAccessibleDescription('No property matches this invoice number');
    expect(onFailed).toHaveBeenCalledWith('No property matches this invoice number');
    expect(onFound).not.toHaveBeenCalled();
  });

  test('the help dialog shows the invoice help text', async () => {
    renderStep(INVOICE_MIN_DIGITS_REGISTRATION);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Where do I find the invoice number?' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('The 15-digit number under the barcode.');
  });
});
