/** The transaction types and results figures count, as SQL lists (one definition for every report). */

/** Payment attempts: what counts, failure and success rates count. */
export const PAYMENT_TYPES = "('charge', 'charge-recurring', 'charge-authorize')";
/** Money actually taken (an authorization only once captured). */
export const TAKING_TYPES = "('charge', 'charge-recurring', 'charge-capture')";
/** Results that took money. */
export const SUCCEEDED = "('success', 'partial')";
