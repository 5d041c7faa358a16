import type { FamilyRegistry } from '../../families/registry.ts';
import type { Store } from '../../store/store.ts';
import type { PaymentsStore } from '../../store/payments.ts';
import { organisationDay } from '../billing/today.ts';

/** What the payment routes share: the stores and the day the 15-day rule (000 §9) compares against. */
export interface PaymentContext {
  store: Store;
  payments: PaymentsStore;
  /** The application families, whose fees are paid with PaymentType 2 and PortalApplicationId. */
  families: FamilyRegistry;
  today(): string;
  /** Development only (`/__dev/payments/day`): pins `today` so flows can pay a bill whatever the date. */
  pinDay(day: string | null): void;
}

export function paymentContext(store: Store, payments: PaymentsStore, families: FamilyRegistry): PaymentContext {
  let pinned: string | null = null;
  return {
    store,
    payments,
    families,
    today: () => pinned ?? organisationDay(store.clock()),
    pinDay: (day) => {
      pinned = day;
    },
  };
}
