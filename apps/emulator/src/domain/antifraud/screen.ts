/**
 * Antifraud screening of a new payment: the one call every place that makes a charge goes through. Allow lists
 * come first and override everything; then block lists; then the enabled rules by priority, the first that
 * matches deciding (allow lets the payment through, block refuses it, review flags it).
 */
import { ipInRange, type FraudVerdict } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { matchesConditions, needsVelocity } from './evaluate.js';
import type { PaymentFacts } from './facts.js';
import { conditionsOf, rulesOf, type EntryRow } from './store.js';

const HOUR_MS = 60 * 60 * 1000;

function entryMatches(entry: EntryRow, facts: PaymentFacts): boolean {
  switch (entry.kind) {
    case 'bin':
      return facts.cardBin !== null && entry.value.slice(0, facts.cardBin.length) === facts.cardBin;
    case 'country':
      return entry.value === facts.cardCountry || entry.value === facts.ipCountry;
    case 'email':
      return entry.value === facts.email?.toLowerCase();
    case 'ip':
      return facts.ip !== null && ipInRange(facts.ip, entry.value);
    case 'cardFingerprint':
      return entry.value === facts.cardFingerprint;
  }
}

const listVerdict = (entry: EntryRow): FraudVerdict => ({
  action: 'block',
  source: 'list',
  id: entry.id,
  name: `Block list: ${entry.kind} ${entry.value}`,
});

/** Charges with the card of BIN and last 4 in the organization during the hour before `now`. */
export async function recentChargesWithCard(
  ctx: DomainContext,
  organizationId: string,
  bin: string,
  last4: string,
  now: number,
): Promise<number> {
  const row = await ctx.db.get<{ count: number }>(
    `SELECT COUNT(*) AS count FROM transactions WHERE organization_id = ? AND type = 'charge'
     AND card_last4 = ? AND json_extract(details, '$.card.bin') = ? AND created_at > ? AND created_at <= ?`,
    [organizationId, last4, bin, now - HOUR_MS, now],
  );
  return Number(row?.count ?? 0);
}

/**
 * The verdict on a payment of `organizationId` about to be made, or null when it may go through unflagged.
 * `facts.paymentsPerCardPerHour` is filled here (this payment included) when a rule needs it.
 */
export async function screenPayment(
  ctx: DomainContext,
  organizationId: string,
  facts: Omit<PaymentFacts, 'paymentsPerCardPerHour'>,
  card: { bin: string; last4: string } | null,
): Promise<FraudVerdict | null> {
  const entries = await ctx.db.all<EntryRow>(
    'SELECT * FROM antifraud_entries WHERE organization_id = ? ORDER BY created_at, rowid',
    [organizationId],
  );
  const full: PaymentFacts = { ...facts, paymentsPerCardPerHour: 1 };
  if (entries.some((entry) => entry.list_type === 'allow' && entryMatches(entry, full)))
    return null;
  const blocked = entries.find((entry) => entry.list_type === 'block' && entryMatches(entry, full));
  if (blocked) return listVerdict(blocked);
  const rules = (await rulesOf(ctx.db, organizationId)).filter(
    (rule) => Number(rule.enabled) === 1,
  );
  if (card && rules.some((rule) => needsVelocity(conditionsOf(rule))))
    full.paymentsPerCardPerHour =
      (await recentChargesWithCard(ctx, organizationId, card.bin, card.last4, ctx.clock.now())) + 1;
  const rule = rules.find((candidate) => matchesConditions(conditionsOf(candidate), full));
  if (!rule || rule.action === 'allow') return null;
  return {
    action: rule.action === 'block' ? 'block' : 'review',
    source: 'rule',
    id: rule.id,
    name: rule.name,
  };
}
