/** The money area (`POST /api/money`): balances, accounts and entries, payouts, payout requests, payout methods, settlements. */
import { accountActions } from './accounts.js';
import { balanceActions } from './balances.js';
import { payoutActions } from './payouts.js';
import { payoutMethodActions } from './payoutMethods.js';
import { settlementActions } from './settlements.js';
import type { Area } from './types.js';
import { walletPayoutRequestActions } from './walletPayoutRequests.js';

export const moneyArea: Area = {
  ...balanceActions,
  ...accountActions,
  ...payoutActions,
  ...walletPayoutRequestActions,
  ...payoutMethodActions,
  ...settlementActions,
};
