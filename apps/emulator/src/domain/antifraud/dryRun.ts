/**
 * The dry run of a rule's conditions: how many of the organization's charges (type `charge`) of the last 30
 * days (emulator clock) they match, through the same {@link matchesConditions} live screening uses.
 */
import { ANTIFRAUD_DRY_RUN_DAYS, type AntifraudClause } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import type { TransactionRow } from '../payments/rows.js';
import { matchesConditions, needsVelocity } from './evaluate.js';
import { cardKeyOf, factsOfTransaction } from './facts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The window of a dry run at `now`: the last 30 whole UTC days and today, `[from, to)`, so that the transactions
 * list filtered by the same calendar days (UTC) shows exactly the charges counted.
 */
export function dryRunWindow(now: number) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: today - ANTIFRAUD_DRY_RUN_DAYS * DAY_MS, to: today + DAY_MS };
}

export async function dryRun(
  ctx: DomainContext,
  organizationId: string,
  conditions: AntifraudClause[],
) {
  const { from, to } = dryRunWindow(ctx.clock.now());
  const velocity = needsVelocity(conditions);
  // With velocity, the hour before the window counts towards its first charges.
  const rows = await ctx.db.all<TransactionRow>(
    `SELECT * FROM transactions WHERE organization_id = ? AND type = 'charge' AND created_at >= ? AND created_at < ?
     ORDER BY created_at`,
    [organizationId, velocity ? from - HOUR_MS : from, to],
  );
  const keys = velocity ? rows.map(cardKeyOf) : [];
  let matched = 0;
  let examined = 0;
  let start = 0;
  rows.forEach((row, index) => {
    const at = Number(row.created_at);
    if (at < from) return;
    examined += 1;
    let perCard = 0;
    if (velocity && keys[index]) {
      while (Number(rows[start]!.created_at) <= at - HOUR_MS) start += 1;
      for (let i = start; i <= index; i++) if (keys[i] === keys[index]) perCard += 1;
    }
    if (matchesConditions(conditions, factsOfTransaction(row, perCard))) matched += 1;
  });
  return { matched, examined, from, to };
}
