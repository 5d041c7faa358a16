/** The tabs of an account in the customer 360° view, in order; each is the path of its route. */
export const ACCOUNT_TABS = ['statements', 'transactions', 'deposits', 'applications', 'messages', 'readings', 'debtCases', 'agreements'] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a bare account URL opens. */
export const FIRST_TAB: AccountTab = 'statements';
