/** The payments area (`POST /api/payments`): transactions, disputes and customers. */
import { customerActions } from './customers.js';
import { disputeActions } from './disputes.js';
import { transactionActions } from './transactions.js';
import type { Area } from './types.js';

export const paymentsArea: Area = {
  ...transactionActions,
  ...disputeActions,
  ...customerActions,
};
