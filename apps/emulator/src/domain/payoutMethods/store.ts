/**
 * Payout methods of an organization: add, change, remove and choose the default of a currency. Exactly one
 * method of each currency that has any is the default (a unique index holds it too). A method removed stays
 * (marked removed) for the payouts that name it. Seeded rows are journaled before their first change, so a
 * reset puts them back.
 */
import {
  PAYOUT_METHOD_ERRORS,
  payoutMethodErrorCodes,
  type PayoutMethodKind,
  type PayoutMethodVerification,
} from '@paydesk/api-client';
import type { InArgs } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import { secureId } from '../../infra/random.js';
import { DAY, iso } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { exclusive } from '../payments/access.js';
import {
  checkedDetails,
  detailColumns,
  detailsChanged,
  labelOf,
  type StoredDetails,
} from './details.js';

/** The provider verifies a new or changed method this long after it is sent. */
export const VERIFICATION_DELAY = DAY;

export interface PayoutMethodRow extends StoredDetails {
  id: string;
  organization_id: string;
  currency: string;
  label: string;
  kind: PayoutMethodKind;
  verified_at: number | null;
  is_default: number;
  created_at: number;
  updated_at: number | null;
  removed_at: number | null;
  seeded: number;
}

export function verificationOf(row: PayoutMethodRow, now: number): PayoutMethodVerification {
  if (row.verified_at === null) return 'unverified';
  return now < Number(row.verified_at) ? 'pending' : 'verified';
}

export function payoutMethodResource(row: PayoutMethodRow, now: number) {
  return {
    type: 'payout-method' as const,
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      kind: row.kind,
      currency: row.currency,
      holderName: row.holder_name,
      iban: row.iban,
      bic: row.bic,
      accountNumber: row.account_number,
      bankCode: row.bank_code,
      cardBin: row.card_bin,
      cardLast4: row.card_last4,
      cardBrand: row.card_brand,
      walletProvider: row.wallet_provider as 'paypal' | null,
      walletAccountId: row.wallet_account_id,
      verification: verificationOf(row, now),
      isDefault: Number(row.is_default) === 1,
      createdAt: iso(Number(row.created_at)),
      updatedAt: iso(Number(row.updated_at ?? row.created_at)),
    },
  };
}

/** The methods in place: default ones first, then oldest first. */
export function payoutMethodsOf(db: Database, organizationId: string, now: number) {
  return db.all<PayoutMethodRow>(
    `SELECT * FROM payout_methods WHERE organization_id = ? AND removed_at IS NULL AND created_at <= ?
     ORDER BY is_default DESC, created_at, id`,
    [organizationId, now],
  );
}

/** One method in place (any organization's; the caller checks who may see it). */
export function payoutMethodById(db: Database, id: string, now: number) {
  return db.get<PayoutMethodRow>(
    'SELECT * FROM payout_methods WHERE id = ? AND removed_at IS NULL AND created_at <= ?',
    [id, now],
  );
}

/** Keeps a seeded method's first version for a reset (first in the batch that changes it). */
const journal = (id: string) => ({
  sql: 'INSERT OR IGNORE INTO payout_methods_undo SELECT * FROM payout_methods WHERE id = ? AND seeded = 1',
  args: [id] as InArgs,
});

const detailAssignments = detailColumns.map((column) => `${column} = ?`).join(', ');
const detailValues = (details: StoredDetails) => detailColumns.map((column) => details[column]);

export interface NewPayoutMethod {
  kind: PayoutMethodKind;
  currency: string;
  attributes: Record<string, unknown>;
}

export async function createPayoutMethod(
  ctx: DomainContext,
  organizationId: string,
  input: NewPayoutMethod,
): Promise<PayoutMethodRow> {
  const details = checkedDetails(input.kind, input.attributes);
  return exclusive(ctx, async () => {
    const now = ctx.clock.now();
    const existing = await ctx.db.get(
      'SELECT 1 FROM payout_methods WHERE organization_id = ? AND currency = ? AND removed_at IS NULL',
      [organizationId, input.currency],
    );
    const id = secureId('pm');
    const columns = ['id', 'organization_id', 'currency', 'label', 'kind', ...detailColumns];
    await ctx.db.run(
      `INSERT INTO payout_methods (${columns.join(', ')}, verified_at, is_default, created_at, updated_at, seeded)
       VALUES (${columns.map(() => '?').join(', ')}, ?, ?, ?, ?, 0)`,
      [
        id,
        organizationId,
        input.currency,
        labelOf(input.kind, input.currency, details),
        input.kind,
        ...detailValues(details),
        now + VERIFICATION_DELAY,
        existing ? 0 : 1,
        now,
        now,
      ],
    );
    return (await payoutMethodById(ctx.db, id, now))!;
  });
}

/** New details of `row`; changed account details are verified again. */
export async function updatePayoutMethod(
  ctx: DomainContext,
  row: PayoutMethodRow,
  attributes: Record<string, unknown>,
): Promise<PayoutMethodRow> {
  const details = checkedDetails(row.kind, attributes, row);
  return exclusive(ctx, async () => {
    const now = ctx.clock.now();
    const verifiedAt = detailsChanged(row, details) ? now + VERIFICATION_DELAY : row.verified_at;
    await ctx.db.batch([
      journal(row.id),
      {
        sql: `UPDATE payout_methods SET ${detailAssignments}, label = ?, verified_at = ?, updated_at = ? WHERE id = ?`,
        args: [
          ...detailValues(details),
          labelOf(row.kind, row.currency, details),
          verifiedAt,
          now,
          row.id,
        ],
      },
    ]);
    return (await payoutMethodById(ctx.db, row.id, now))!;
  });
}

export async function setDefaultPayoutMethod(
  ctx: DomainContext,
  row: PayoutMethodRow,
): Promise<PayoutMethodRow> {
  return exclusive(ctx, async () => {
    const now = ctx.clock.now();
    const previous = await ctx.db.all<{ id: string }>(
      'SELECT id FROM payout_methods WHERE organization_id = ? AND currency = ? AND is_default = 1 AND id != ?',
      [row.organization_id, row.currency, row.id],
    );
    await ctx.db.batch([
      journal(row.id),
      ...previous.map((other) => journal(other.id)),
      ...previous.map((other) => ({
        sql: 'UPDATE payout_methods SET is_default = 0, updated_at = ? WHERE id = ?',
        args: [now, other.id] as InArgs,
      })),
      {
        sql: 'UPDATE payout_methods SET is_default = 1, updated_at = ? WHERE id = ?',
        args: [now, row.id],
      },
    ]);
    return (await payoutMethodById(ctx.db, row.id, now))!;
  });
}

/**
 * Removes `row`, unless it is the last method of a currency the organization holds an account in (its payouts
 * would have nowhere to go). A removed default hands over to the oldest other method of its currency.
 */
export async function removePayoutMethod(ctx: DomainContext, row: PayoutMethodRow): Promise<void> {
  return exclusive(ctx, async () => {
    const now = ctx.clock.now();
    const others = await ctx.db.all<{ id: string }>(
      `SELECT id FROM payout_methods WHERE organization_id = ? AND currency = ? AND removed_at IS NULL AND id != ?
       ORDER BY created_at, id`,
      [row.organization_id, row.currency, row.id],
    );
    const inUse = await ctx.db.get(
      'SELECT 1 FROM ledger_accounts WHERE organization_id = ? AND currency = ?',
      [row.organization_id, row.currency],
    );
    if (others.length === 0 && inUse) {
      throw new ApiError(409, [
        {
          title: PAYOUT_METHOD_ERRORS.lastMethod,
          code: payoutMethodErrorCodes.lastMethod,
          detail: `${row.currency} is paid out to this method only; add another ${row.currency} method first.`,
        },
      ]);
    }
    const successor = Number(row.is_default) === 1 ? others[0] : undefined;
    await ctx.db.batch([
      journal(row.id),
      {
        sql: 'UPDATE payout_methods SET removed_at = ?, is_default = 0, updated_at = ? WHERE id = ?',
        args: [now, now, row.id],
      },
      ...(successor
        ? [
            journal(successor.id),
            {
              sql: 'UPDATE payout_methods SET is_default = 1, updated_at = ? WHERE id = ?',
              args: [now, successor.id] as InArgs,
            },
          ]
        : []),
    ]);
  });
}

/** Undoes the run's changes to payout methods (for a reset). */
export const restorePayoutMethodStatements = [
  'DELETE FROM payout_methods WHERE seeded = 0',
  'INSERT OR REPLACE INTO payout_methods SELECT * FROM payout_methods_undo',
  'DELETE FROM payout_methods_undo',
];
