/** Plans: rows as stored (migration 11), their resource, and the checked writes. */
import {
  billingIntervals,
  currencyExponents,
  SUBSCRIPTION_ERRORS,
  type BillingInterval,
  type Plan,
  type PlanStatus,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { secureId } from '../../infra/random.js';
import { iso } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { FieldErrors, percent, wholeNumber } from './fields.js';

export interface PlanRow {
  id: string;
  organization_id: string;
  name: string;
  amount: number;
  currency: string;
  interval: BillingInterval;
  interval_count: number;
  discount_percent: number;
  setup_fee: number;
  trial_days: number;
  vat_percent: number;
  status: PlanStatus;
  created_at: number;
  updated_at: number;
}

export const planColumns = [
  'id',
  'organization_id',
  'name',
  'amount',
  'currency',
  'interval',
  'interval_count',
  'discount_percent',
  'setup_fee',
  'trial_days',
  'vat_percent',
  'status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PlanRow)[];

export const insertPlan = (row: PlanRow) => ({
  sql: `INSERT INTO plans (${planColumns.join(', ')}) VALUES (${planColumns.map(() => '?').join(', ')})`,
  args: planColumns.map((column) => row[column]),
});

export const MAX_PLAN_NAME = 100;
/** The largest price or fee, in minor units (a sanity bound, not a spec figure). */
const MAX_AMOUNT = 100_000_000_000;

export const planById = (db: Database, id: string | undefined) =>
  id ? db.get<PlanRow>('SELECT * FROM plans WHERE id = ?', [id]) : Promise.resolve(undefined);

export function planResource(row: PlanRow, subscriptionCount: number): Plan {
  return {
    type: 'plan',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      name: row.name,
      amount: Number(row.amount),
      currency: row.currency,
      interval: row.interval,
      intervalCount: Number(row.interval_count),
      discountPercent: Number(row.discount_percent),
      setupFee: Number(row.setup_fee),
      trialDays: Number(row.trial_days),
      vatPercent: Number(row.vat_percent),
      status: row.status,
      subscriptionCount,
      createdAt: iso(Number(row.created_at)),
      updatedAt: iso(Number(row.updated_at)),
    },
  };
}

/** Subscriptions per plan of an organization (any status). */
export async function subscriptionCounts(db: Database, organizationId: string) {
  const rows = await db.all<{ plan_id: string; count: number }>(
    'SELECT plan_id, COUNT(*) AS count FROM subscriptions WHERE organization_id = ? GROUP BY plan_id',
    [organizationId],
  );
  return new Map(rows.map((row) => [row.plan_id, Number(row.count)]));
}

type Terms = Pick<
  PlanRow,
  | 'name'
  | 'amount'
  | 'currency'
  | 'interval'
  | 'interval_count'
  | 'discount_percent'
  | 'setup_fee'
  | 'trial_days'
  | 'vat_percent'
>;

/** The plan's terms as sent, checked field by field (every wrong field in one 422). */
export function checkedTerms(attributes: Record<string, unknown>): Terms {
  const errors = new FieldErrors();
  const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
  if (name.length === 0) errors.add('name', 'required');
  else if (name.length > MAX_PLAN_NAME) errors.add('name', 'nameTooLong');
  const currency = String(attributes.currency);
  if (!Object.hasOwn(currencyExponents, currency)) errors.add('currency', 'required');
  const amount = wholeNumber(attributes.amount, 1, MAX_AMOUNT);
  if (amount === undefined) errors.add('amount', 'invalidAmount');
  const interval = attributes.interval as BillingInterval;
  if (!billingIntervals.includes(interval)) errors.add('interval', 'required');
  const intervalCount = wholeNumber(attributes.intervalCount, 1, 365);
  if (intervalCount === undefined) errors.add('intervalCount', 'invalidIntervalCount');
  const discount = percent(attributes.discountPercent ?? 0);
  if (discount === undefined) errors.add('discountPercent', 'invalidPercent');
  const vat = percent(attributes.vatPercent ?? 0);
  if (vat === undefined) errors.add('vatPercent', 'invalidPercent');
  const setupFee = wholeNumber(attributes.setupFee ?? 0, 0, MAX_AMOUNT);
  if (setupFee === undefined) errors.add('setupFee', 'invalidAmount');
  const trialDays = wholeNumber(attributes.trialDays ?? 0, 0, 365);
  if (trialDays === undefined) errors.add('trialDays', 'invalidTrialDays');
  errors.check();
  return {
    name,
    amount: amount!,
    currency,
    interval,
    interval_count: intervalCount!,
    discount_percent: discount!,
    setup_fee: setupFee!,
    trial_days: trialDays!,
    vat_percent: vat!,
  };
}

export async function createPlan(
  ctx: DomainContext,
  organizationId: string,
  attributes: Record<string, unknown>,
): Promise<PlanRow> {
  const now = ctx.clock.now();
  const row: PlanRow = {
    id: secureId('pln'),
    organization_id: organizationId,
    ...checkedTerms(attributes),
    status: 'active',
    created_at: now,
    updated_at: now,
  };
  await ctx.db.batch([insertPlan(row)]);
  return row;
}

export async function updatePlan(
  ctx: DomainContext,
  row: PlanRow,
  attributes: Record<string, unknown>,
): Promise<PlanRow> {
  const next: PlanRow = { ...row, ...checkedTerms(attributes), updated_at: ctx.clock.now() };
  await ctx.db.run(
    `UPDATE plans SET name = ?, amount = ?, currency = ?, interval = ?, interval_count = ?, discount_percent = ?,
       setup_fee = ?, trial_days = ?, vat_percent = ?, updated_at = ? WHERE id = ?`,
    [
      next.name,
      next.amount,
      next.currency,
      next.interval,
      next.interval_count,
      next.discount_percent,
      next.setup_fee,
      next.trial_days,
      next.vat_percent,
      next.updated_at,
      row.id,
    ],
  );
  return next;
}

export async function archivePlan(ctx: DomainContext, row: PlanRow): Promise<PlanRow> {
  const next: PlanRow = { ...row, status: 'archived', updated_at: ctx.clock.now() };
  await ctx.db.run('UPDATE plans SET status = ?, updated_at = ? WHERE id = ?', [
    next.status,
    next.updated_at,
    row.id,
  ]);
  return next;
}

/** Deletes a plan no subscription uses; one in use is refused (it is archived instead). */
export async function deletePlan(ctx: DomainContext, row: PlanRow): Promise<void> {
  const used = await ctx.db.get('SELECT 1 FROM subscriptions WHERE plan_id = ? LIMIT 1', [row.id]);
  if (used)
    throw new ApiError(409, [{ title: SUBSCRIPTION_ERRORS.planInUse, code: 'plan-in-use' }]);
  await ctx.db.run('DELETE FROM plans WHERE id = ?', [row.id]);
}
