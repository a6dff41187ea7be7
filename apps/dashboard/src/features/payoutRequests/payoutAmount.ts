/** The checks a payout request's amount passes before it is sent; the provider checks the same and has the last word. */

export type PayoutAmountProblem = 'required' | 'not-positive' | 'exceeds-available';

/** What is wrong with `amount` (minor units) when `available` can be paid out; null when it can be sent. */
export function payoutAmountProblem(
  amount: number | null,
  available: number,
): PayoutAmountProblem | null {
  if (amount === null) return 'required';
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'not-positive';
  if (amount > available) return 'exceeds-available';
  return null;
}
