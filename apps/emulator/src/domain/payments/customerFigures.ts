/** Customers' failed rate, total spent and total transactions, computed from their transactions in one query. */
import type { Database } from '../../infra/db/database.js';
import { PAYMENT_TYPES, SUCCEEDED, TAKING_TYPES } from './figureTypes.js';
import type { CustomerRow, TransactionRow } from './rows.js';

/** Per customer: payments, failures and what they spent per currency (computed from their transactions). */
export interface CustomerFigures {
  payments: number;
  failed: number;
  spent: Map<string, number>;
}

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
       SUM(CASE WHEN type IN ${TAKING_TYPES} AND result IN ${SUCCEEDED} THEN amount
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

/** The customers of some transactions, with their figures (what transaction answers include). */
export async function customersOf(
  db: Database,
  rows: readonly TransactionRow[],
): Promise<{ customers: CustomerRow[]; figures: Map<string, CustomerFigures> }> {
  const ids = [...new Set(rows.map((row) => row.customer_id).filter((id) => id !== null))];
  if (ids.length === 0) return { customers: [], figures: new Map() };
  const customers = await db.all<CustomerRow>(
    `SELECT * FROM customers WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return { customers, figures: await customerFigures(db, ids) };
}
