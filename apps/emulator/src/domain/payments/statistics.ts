/** Key figures of a period (`transactions/statistics`): per currency, per UTC day, refunds and disputes. */
import { STATISTICS_MAX_DAYS } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { DAY, iso } from '../../infra/time.js';
import { ApiError } from '../errors.js';
import { PAYMENT_TYPES, SUCCEEDED, TAKING_TYPES } from './figureTypes.js';

/** `from` inclusive, `to` exclusive, as ms; refuses reversed or too long periods with a pointer. */
export function periodOf(attributes: Record<string, unknown>): { from: number; to: number } {
  const from = Date.parse(String(attributes.from));
  const to = Date.parse(String(attributes.to));
  const bad = (title: string, field: string) =>
    new ApiError(422, [
      { title, code: 'invalid', source: { pointer: `/data/attributes/${field}` } },
    ]);
  if (!(to > from)) throw bad('The period must end after it starts', 'to');
  if (to - from > STATISTICS_MAX_DAYS * DAY)
    throw bad(`The period is limited to ${STATISTICS_MAX_DAYS} days`, 'to');
  return { from, to };
}

/** A period's key figures of an organization, or of one of its projects. */
export async function transactionStatistics(
  db: Database,
  scope: { organizationId: string; projectId: string | undefined },
  period: { from: number; to: number },
) {
  const where = `organization_id = ?${scope.projectId ? ' AND project_id = ?' : ''} AND created_at >= ? AND created_at < ?`;
  const args = [
    scope.organizationId,
    ...(scope.projectId ? [scope.projectId] : []),
    period.from,
    period.to,
  ];
  const rows = await db.all<{
    day: number;
    currency: string;
    payments: number;
    successes: number;
    volume: number;
    refunds: number;
    refunded: number;
  }>(
    `SELECT created_at / ${DAY} AS day, currency,
       SUM(type IN ${PAYMENT_TYPES}) AS payments,
       SUM(type IN ${PAYMENT_TYPES} AND result IN ${SUCCEEDED}) AS successes,
       SUM(CASE WHEN type IN ${TAKING_TYPES} AND result IN ${SUCCEEDED} THEN amount ELSE 0 END) AS volume,
       SUM(type = 'refund' AND status = 'successful') AS refunds,
       SUM(CASE WHEN type = 'refund' AND status = 'successful' THEN amount ELSE 0 END) AS refunded
     FROM transactions WHERE ${where} GROUP BY day, currency`,
    args,
  );
  const disputes = await db.get<{ count: number }>(
    `SELECT COUNT(*) AS count FROM disputes WHERE ${where}`,
    args,
  );
  const currencies = new Map<
    string,
    { currency: string; volume: number; count: number; refundAmount: number }
  >();
  const days = new Map<
    number,
    { count: number; successCount: number; volume: Map<string, number> }
  >();
  let count = 0;
  let successCount = 0;
  let refundsCount = 0;
  for (const row of rows) {
    const payments = Number(row.payments);
    const successes = Number(row.successes);
    count += payments;
    successCount += successes;
    refundsCount += Number(row.refunds);
    const figures = currencies.get(row.currency) ?? {
      currency: row.currency,
      volume: 0,
      count: 0,
      refundAmount: 0,
    };
    figures.volume += Number(row.volume);
    figures.count += payments;
    figures.refundAmount += Number(row.refunded);
    currencies.set(row.currency, figures);
    const day = days.get(Number(row.day)) ?? { count: 0, successCount: 0, volume: new Map() };
    day.count += payments;
    day.successCount += successes;
    if (Number(row.volume) > 0) day.volume.set(row.currency, Number(row.volume));
    days.set(Number(row.day), day);
  }
  const series = [];
  for (let day = Math.floor(period.from / DAY); day * DAY < period.to; day++) {
    const bucket = days.get(day);
    series.push({
      date: iso(day * DAY).slice(0, 10),
      count: bucket?.count ?? 0,
      successCount: bucket?.successCount ?? 0,
      volume: [...(bucket?.volume ?? [])]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, amount]) => ({ currency, amount })),
    });
  }
  return {
    from: iso(period.from),
    to: iso(period.to),
    count,
    successCount,
    successRate: count === 0 ? 0 : Math.round((successCount / count) * 10_000) / 10_000,
    refundsCount,
    disputesCount: Number(disputes?.count ?? 0),
    currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    series,
  };
}
