/** Customers' failed rate, total spent and total transactions, computed from their transactions in one query. */
import type { Database } from '../db/database.js';
import type { CustomerFigures } from './serialize.js';

/** Payment attempts: what a customer's total and failed rate count. */
const PAYMENT_TYPES = "('charge', 'charge-recurring', 'charge-authorize')";
/** Money actually taken (an authorization only once captured). */
const SPENDING_TYPES = "('charge', 'charge-recurring', 'charge-capture')";

export async function customerFigures(
  db: Database,
  customerIds: readonly string[],
): Promise<Map<string, CustomerFigures>> {
  const figures = new Map<string, CustomerFigures>();
  if (customerIds.length === 0) return figures;
  const rows = await db.all<{
    customer_id: string;
    currency: string;
    payments: number;
    failed: number;
    spent: number;
  }>(
    `SELECT customer_id, currency,
       SUM(type IN ${PAYMENT_TYPES}) AS payments,
       SUM(type IN ${PAYMENT_TYPES} AND result = 'fail') AS failed,
       SUM(CASE WHEN type IN ${SPENDING_TYPES} AND result IN ('success', 'partial') THEN amount
                WHEN type = 'refund' AND status = 'successful' THEN -amount ELSE 0 END) AS spent
     FROM transactions WHERE customer_id IN (${customerIds.map(() => '?').join(', ')})
     GROUP BY customer_id, currency`,
    [...customerIds],
  );
  for (const row of rows) {
    let entry = figures.get(row.customer_id);
    if (!entry)
      figures.set(row.customer_id, (entry = { payments: 0, failed: 0, spent: new Map() }));
    entry.payments += Number(row.payments);
    entry.failed += Number(row.failed);
    if (Number(row.spent) !== 0) entry.spent.set(row.currency, Number(row.spent));
  }
  return figures;
}
