/**
 * Settlements and rolling reserves, read from the entries (grouped by settlement id through the covering index
 * `ledger_entries_settlement`), never stored apart from them: they cannot disagree with the balances.
 */
import type { RollingReserve, Settlement } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { DAY, iso } from '../../infra/time.js';
import { SETTLEMENT_DELAY } from './posting.js';
import { payoutStatusOf, type PayoutRow } from './payouts.js';
import { MERCHANT_SIDE } from './store.js';

/** A rolling reserve is the share held from one settlement: `rsv_…` for `stl_…`. */
export const reserveIdOf = (settlementId: string) => `rsv${settlementId.slice(3)}`;
export const reserveIdSql = `'rsv' || substr(settlement_id, 4)`;
export const settlementIdOfReserve = (reserveId: string) => `stl${reserveId.slice(3)}`;

/** The organization a settlement or reserve id names (`stl_YYYYMMDD_CUR_{organization}`), if well formed. */
export function organizationOfSettlement(id: string | undefined): string | undefined {
  const match = id?.match(/^(?:stl|rsv)_\d{8}_[A-Z]{3}_(.+)$/);
  return match?.[1];
}

interface SettlementGroup {
  settlement_id: string;
  currency: string;
  gross: number;
  fees: number;
  refunds: number;
  chargebacks: number;
  held: number;
  held_at: number | null;
  release_at: number | null;
}

const groupsSql = (where: string) => `
  SELECT settlement_id, currency,
    SUM(CASE WHEN reason IN ('charge', 'capture') AND bucket = 'pending' THEN amount ELSE 0 END) AS gross,
    -SUM(CASE WHEN reason = 'fee' THEN amount ELSE 0 END) AS fees,
    -SUM(CASE WHEN reason = 'refund' THEN amount ELSE 0 END) AS refunds,
    -SUM(CASE WHEN reason = 'chargeback' THEN amount ELSE 0 END) AS chargebacks,
    SUM(CASE WHEN reason = 'reserve-hold' AND bucket = 'reserved' THEN amount ELSE 0 END) AS held,
    MIN(CASE WHEN reason = 'reserve-hold' THEN created_at END) AS held_at,
    MAX(CASE WHEN reason = 'reserve-release' THEN created_at END) AS release_at
  FROM ledger_entries
  WHERE organization_id = ? AND settlement_id IS NOT NULL AND ${MERCHANT_SIDE} AND ${where}
  GROUP BY settlement_id`;

/** The day a settlement settles (`stl_YYYYMMDD_…`), and when. */
function periodOfId(settlementId: string): number {
  const day = settlementId.slice(4, 12);
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
}
const settledAtOf = (periodStart: number) => periodStart + DAY + SETTLEMENT_DELAY;

/** The payout that paid a settlement out: the first automatic payout after it that has not failed. */
function payoutAfter(payouts: readonly PayoutRow[], currency: string, at: number, now: number) {
  return payouts.find(
    (payout) =>
      payout.currency === currency &&
      payout.payout_request_id === null &&
      Number(payout.created_at) >= at &&
      Number(payout.created_at) <= now &&
      payoutStatusOf(payout, now) !== 'failed',
  );
}

/** The settlements of an organization done by `now` (optionally one), newest period first. */
export async function settlementsOf(
  db: Database,
  organizationId: string,
  now: number,
  only?: string,
): Promise<Settlement[]> {
  const groups = await db.all<SettlementGroup>(
    groupsSql(`created_at <= ?${only === undefined ? '' : ' AND settlement_id = ?'}`),
    only === undefined ? [organizationId, now] : [organizationId, now, only],
  );
  const payouts = await db.all<PayoutRow>(
    'SELECT * FROM payouts WHERE organization_id = ? ORDER BY created_at, id',
    [organizationId],
  );
  return groups
    .map((group) => ({ group, periodStart: periodOfId(group.settlement_id) }))
    .filter(({ periodStart }) => settledAtOf(periodStart) <= now)
    .map(({ group, periodStart }): Settlement => {
      const settledAt = settledAtOf(periodStart);
      const [gross, fees, refunds, chargebacks, reserveHeld] = [
        group.gross,
        group.fees,
        group.refunds,
        group.chargebacks,
        group.held,
      ].map((value) => Number(value ?? 0)) as [number, number, number, number, number];
      return {
        type: 'settlement',
        id: group.settlement_id,
        attributes: {
          organizationId,
          currency: group.currency,
          periodStart: iso(periodStart),
          periodEnd: iso(periodStart + DAY),
          settledAt: iso(settledAt),
          gross,
          fees,
          // A won chargeback gives back: the period's chargebacks are never shown below zero.
          refunds: Math.max(0, refunds),
          chargebacks: Math.max(0, chargebacks),
          reserveHeld,
          net: gross - fees - refunds - chargebacks - reserveHeld,
          payoutId: payoutAfter(payouts, group.currency, settledAt, now)?.id ?? null,
        },
      };
    })
    .sort(
      (a, b) =>
        b.attributes.periodStart.localeCompare(a.attributes.periodStart) ||
        a.id.localeCompare(b.id),
    );
}

/** The rolling reserves of an organization held by `now`, latest release first. */
export async function rollingReservesOf(
  db: Database,
  organizationId: string,
  now: number,
): Promise<RollingReserve[]> {
  const groups = await db.all<SettlementGroup>(
    groupsSql(`reason IN ('reserve-hold', 'reserve-release')`),
    [organizationId],
  );
  return groups
    .filter((group) => Number(group.held ?? 0) > 0 && Number(group.held_at) <= now)
    .map((group): RollingReserve => {
      const heldAt = Number(group.held_at);
      const releaseAt = Number(group.release_at);
      const periodStart = periodOfId(group.settlement_id);
      const released = releaseAt <= now;
      return {
        type: 'rolling-reserve',
        id: reserveIdOf(group.settlement_id),
        attributes: {
          organizationId,
          currency: group.currency,
          amount: Number(group.held),
          settlementId: group.settlement_id,
          periodStart: iso(periodStart),
          periodEnd: iso(periodStart + DAY),
          heldAt: iso(heldAt),
          releaseAt: iso(releaseAt),
          status: released ? 'released' : 'held',
          releasedAt: released ? iso(releaseAt) : null,
        },
      };
    })
    .sort(
      (a, b) =>
        b.attributes.releaseAt.localeCompare(a.attributes.releaseAt) || a.id.localeCompare(b.id),
    );
}
