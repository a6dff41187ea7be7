/** The checks a refund, capture or cancel amount passes before it is sent (SPEC §5). */

export type OperationAmountProblem = 'required' | 'not-positive' | 'exceeds';

/**
 * What is wrong with an amount (minor units) for an operation that accepts at most `remaining`; null when it
 * can be sent. The server checks the same and has the last word.
 */
export function operationAmountProblem(
  amount: number | null,
  remaining: number,
): OperationAmountProblem | null {
  if (amount === null) return 'required';
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'not-positive';
  if (amount > remaining) return 'exceeds';
  return null;
}
