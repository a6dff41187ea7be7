/** `disputes/aggregate`: a period's disputes counted (and summed per currency) by state, reason and day or month. */
import { disputeReasons, type DisputeReasonCode } from '@paydesk/api-client';
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import { iso } from '../../infra/time.js';
import type { Scope } from './access.js';

export interface AggregateOptions {
  from: number;
  to: number;
  projectId: string | undefined;
  period: 'day' | 'month';
  states: string[] | undefined;
  currency: string | undefined;
}

interface Group {
  count: number;
  amounts: Map<string, number>;
}

const amountsOf = (group: Group) =>
  [...group.amounts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));

export async function aggregateDisputes(db: Database, scope: Scope, options: AggregateOptions) {
  const conditions = [`${scope.column} = ?`, 'created_at >= ?', 'created_at < ?'];
  const args: InValue[] = [scope.id, options.from, options.to];
  if (options.projectId) {
    conditions.push('project_id = ?');
    args.push(options.projectId);
  }
  if (options.states?.length) {
    conditions.push(`state IN (${options.states.map(() => '?').join(', ')})`);
    args.push(...options.states);
  }
  if (options.currency) {
    conditions.push('currency = ?');
    args.push(options.currency);
  }
  const format = options.period === 'month' ? '%Y-%m' : '%Y-%m-%d';
  const rows = await db.all<{
    state: string;
    reason_code: string;
    period: string;
    currency: string;
    count: number;
    amount: number;
  }>(
    `SELECT state, reason_code, strftime('${format}', created_at / 1000, 'unixepoch') AS period, currency,
       COUNT(*) AS count, SUM(amount) AS amount
     FROM disputes WHERE ${conditions.join(' AND ')}
     GROUP BY state, reason_code, period, currency`,
    args,
  );
  const byState = new Map<string, Group>();
  const byReason = new Map<string, Group>();
  const byPeriod = new Map<string, Group>();
  let total = 0;
  const add = (
    groups: Map<string, Group>,
    key: string,
    count: number,
    currency: string,
    amount: number,
  ) => {
    const group = groups.get(key) ?? { count: 0, amounts: new Map() };
    group.count += count;
    group.amounts.set(currency, (group.amounts.get(currency) ?? 0) + amount);
    groups.set(key, group);
  };
  for (const row of rows) {
    const count = Number(row.count);
    const amount = Number(row.amount);
    total += count;
    add(byState, row.state, count, row.currency, amount);
    add(byReason, row.reason_code, count, row.currency, amount);
    add(byPeriod, row.period, count, row.currency, amount);
  }
  return {
    from: iso(options.from),
    to: iso(options.to),
    total,
    byState: [...byState]
      .sort(([, a], [, b]) => b.count - a.count)
      .map(([state, group]) => ({ state, count: group.count, amounts: amountsOf(group) })),
    byReason: [...byReason]
      .sort(([, a], [, b]) => b.count - a.count)
      .map(([code, group]) => ({
        reasonCode: code,
        reasonDescription: disputeReasons[code as DisputeReasonCode].description,
        count: group.count,
        amounts: amountsOf(group),
      })),
    byPeriod: [...byPeriod]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, group]) => ({ period, count: group.count, amounts: amountsOf(group) })),
  };
}
