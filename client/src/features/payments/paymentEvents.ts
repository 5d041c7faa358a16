/** 000 §2: the payment-provider dialog opens on a global event and closes (reset) on a success event. */
export const OPEN_PAYMENT_WINDOW_EVENT = 'open-payment-window';
export const PAYMENT_SUCCESS_EVENT = 'payment-success';

export interface OpenPaymentWindowDetail {
  /** Prefills step 2, for signed-in customers paying their selected account. */
  accountNumber?: string;
  /** The card provider chosen on the pay-bill launcher (Settings.cardPaymentProviders); else the utility's first. */
  provider?: number;
}

export function openPaymentWindow(detail: OpenPaymentWindowDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenPaymentWindowDetail>(OPEN_PAYMENT_WINDOW_EVENT, { detail }));
}

export function announcePaymentSuccess(): void {
  window.dispatchEvent(new CustomEvent(PAYMENT_SUCCESS_EVENT));
}

/** Where the card provider sends the browser back (a public route: visitors pay too). */
export const PAYMENT_RETURN_PATH = '/paymentResult';
