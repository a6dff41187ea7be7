/**
 * The transactions list's view that shows what a dry run counted, when every clause has a list filter
 * (currency, amount, email): charges of the dry run's days with the same filters. Null when a clause has none.
 */
import type { AntifraudClause, AntifraudDryRun, PaymentCurrency } from '@paydesk/api-client';
import type { TransactionsSearch } from '../transactions';

const DAY_MS = 24 * 60 * 60 * 1000;

export function transactionsViewOf(
  conditions: readonly AntifraudClause[],
  run: AntifraudDryRun['attributes'],
): TransactionsSearch | null {
  const view: TransactionsSearch = {
    type: ['charge'],
    from: run.from.slice(0, 10),
    // `to` is exclusive; the list's last day is inclusive.
    to: new Date(Date.parse(run.to) - DAY_MS).toISOString().slice(0, 10),
  };
  for (const { field, operator, value } of conditions) {
    const items = value.split(',').map((item) => item.trim());
    if (field === 'currency' && (operator === 'eq' || operator === 'in') && !view.currency)
      view.currency = items as PaymentCurrency[];
    else if (field === 'amount' && operator === 'gt')
      view.amountMin = Math.max(view.amountMin ?? 0, Number(value) + 1);
    else if (field === 'amount' && operator === 'lt' && Number(value) > 0)
      view.amountMax = Math.min(view.amountMax ?? Infinity, Number(value) - 1);
    else if (field === 'amount' && operator === 'eq') {
      view.amountMin = Number(value);
      view.amountMax = Number(value);
    } else if (field === 'email' && operator === 'eq' && !view.email) view.email = value;
    else return null;
  }
  return view;
}
