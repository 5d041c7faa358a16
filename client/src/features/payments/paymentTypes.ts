import type { PaymentType } from './__generated__/useStartPaymentMutation.graphql';

/** 000 §3 payment types in the order of the dialog's menu (000 §2 step 1). */
export const PAYMENT_TYPES: readonly Exclude<PaymentType, '%future added value'>[] = ['BILL', 'APPLICATIONS', 'FEES', 'OTHER_SALES'];

export type PaymentTypeName = (typeof PAYMENT_TYPES)[number];
