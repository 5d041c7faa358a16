/** Staff views of a customer's portal (utility-api/README.md "Staff views of a customer's portal"), one rule for every tier. */

/** How long a view lasts at most. */
export const CUSTOMER_VIEW_MINUTES = 15;
/** The reason the employee gives is kept for the customer to read: at most this many characters. */
export const CUSTOMER_VIEW_REASON_MAX = 500;
/** The most audit entries one answer lists, newest first. */
export const CUSTOMER_VIEW_AUDIT_MAX = 50;
