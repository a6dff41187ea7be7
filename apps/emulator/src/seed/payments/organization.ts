/**
 * The deterministic payments of one organization: customers, then payments (charges, authorizations, recurring
 * charges, transfers, verifications) over the 90 days before `end`, each followed by what happened to it —
 * captures, cancels, reversals, refunds, disputes with their chargebacks. Every transaction type of SPEC §4
 * occurs at the default size. Rows are yielded as they are made so a million never sit in memory.
 */
import type { PayMethod, TransactionType } from '@paydesk/api-client';
import { DAY, SECOND } from '../../infra/time.js';
import { feeOf } from '../../domain/payments/fees.js';
import { APPROVED, IN_PROGRESS, PARTIALLY_APPROVED } from '../../domain/payments/resultCodes.js';
import type { TransactionDetails, TransactionRow } from '../../domain/payments/rows.js';
import { aftermath, authorization, settle, transfer } from './aftermath.js';
import {
  countryWeights,
  drawCard,
  generateCustomers,
  type GeneratedCustomer,
} from './customers.js';
import { amountRanges, declineCodes, SUSPECTED_FRAUD } from './demoData.js';
import type { GeneratedRow } from './generatedRows.js';
import { Generation } from './generation.js';
import { threeDsFor } from './threeDs.js';
import { travelFor } from './travel.js';

/** Payments spread over this many days before the seed's end. */
export const PAYMENT_DAYS = 90;

export interface OrganizationPlan {
  organizationId: string;
  projects: readonly { id: string; weight: number; travel: boolean }[];
  /** Transaction rows to produce, children included. */
  transactions: number;
  /** Seed of this organization's generator. */
  seed: number;
  /** Prefix of merchant references (`AR-0000042`). */
  referencePrefix: string;
}

/** References some merchants really send; they exercise the CSV export's formula escaping. */
const oddReferences = ['=1+1', '+49 30 1234567', '-RETURN-7', '@campaign-spring'];
/** Every this many payments, the merchant reference is an odd one. */
const ODD_REFERENCE_EVERY = 2_000;

export function* generateOrganization(
  plan: OrganizationPlan,
  end: number,
): Generator<GeneratedRow> {
  const g = new Generation(plan.seed, end);
  const { draw, id } = g;
  const customers = generateCustomers(
    draw,
    id,
    plan.organizationId,
    Math.max(30, Math.round(plan.transactions / 10)),
    end,
  );
  for (const customer of customers) yield { table: 'customers', row: customer.row };

  const start = end - PAYMENT_DAYS * DAY;
  let produced = 0;
  let sequence = 0;

  const payment = () => {
    const customer: GeneratedCustomer | null = draw.chance(0.9) ? draw.pick(customers) : null;
    const country = customer?.country ?? draw.weighted(countryWeights);
    const currency = draw.chance(0.85) ? country.currency : draw.pick(['EUR', 'USD'] as const);
    const project = draw.weighted(plan.projects.map((p) => [p, p.weight] as const));
    const method: PayMethod =
      currency === 'EUR' && draw.chance(0.14)
        ? 'sepa'
        : draw.weighted<PayMethod>([
            ['card', 78],
            ['paypal', 12],
            ['apple-pay', 10],
          ]);
    const type = draw.weighted<TransactionType>([
      ['charge', 71],
      ['charge-authorize', 15],
      ['charge-recurring', 10],
      ['verify', 2],
      ['transfer', 2],
    ]);
    const createdAt = start + Math.floor(draw.random() * PAYMENT_DAYS * DAY);
    let result = draw.weighted([
      ['success', 86],
      ['fail', 10],
      ['processing', 3],
      ['partial', 1],
    ] as const);
    if (result === 'processing' && createdAt < end - 3 * DAY) result = 'success';
    if (result === 'partial' && type !== 'charge') result = 'success';
    const cardLike = method === 'card' || method === 'apple-pay';
    const holder =
      customer?.row.name ?? `${draw.pick(country.firstNames)} ${draw.pick(country.lastNames)}`;
    const card = cardLike
      ? customer && draw.chance(0.8)
        ? customer.card
        : drawCard(draw, holder, end)
      : null;
    const amount = type === 'verify' ? 0 : draw.logUniform(...amountRanges[currency]);
    const declineCode = result === 'fail' ? draw.pick(declineCodes) : null;
    const succeeded = result === 'success' || result === 'partial';
    sequence++;
    const reference =
      sequence % ODD_REFERENCE_EVERY === 0
        ? draw.pick(oddReferences)
        : `${plan.referencePrefix}-${String(sequence).padStart(7, '0')}`;
    const threeDs =
      method === 'card' && type !== 'charge-recurring' && card && draw.chance(0.8)
        ? threeDsFor(draw, card.brand)
        : null;
    const details: TransactionDetails = {
      card: card && {
        brand: card.brand,
        bin: card.bin,
        last4: card.last4,
        expiry: card.expiry,
        holderName: card.holderName,
        issuerCountry: country.code,
        issuerName: draw.pick(country.issuers),
      },
      threeDs,
      meta: {
        channel: draw.pick(['web', 'app', 'pos']),
        items: String(draw.int(1, 6)),
        ...(type === 'charge-recurring' ? { subscription: id('sub') } : {}),
      },
      travel:
        project.travel && (type === 'charge' || type === 'charge-authorize') && draw.chance(0.7)
          ? travelFor(draw, createdAt, holder)
          : null,
    };
    const row: TransactionRow = {
      id: id('trx'),
      organization_id: plan.organizationId,
      project_id: project.id,
      customer_id: customer?.row.id ?? null,
      customer_email: customer?.row.email ?? null,
      original_id: null,
      type,
      status: !succeeded ? (result === 'fail' ? 'failed' : 'pending') : 'successful',
      result,
      result_code:
        declineCode ??
        (result === 'processing'
          ? IN_PROGRESS
          : result === 'partial'
            ? PARTIALLY_APPROVED
            : APPROVED),
      amount,
      currency,
      refunded_amount: 0,
      captured_amount: 0,
      cancelled_amount: 0,
      fee: succeeded && type !== 'charge-authorize' ? feeOf(method, currency, amount) : 0,
      settlement_amount: null,
      settlement_currency: null,
      pay_method: method,
      card_brand: card?.brand ?? null,
      card_last4: card?.last4 ?? null,
      reference_id: reference,
      payment_link_id: type === 'charge' && draw.chance(0.03) ? id('plk') : null,
      risk_score:
        declineCode === SUSPECTED_FRAUD ? draw.int(75, 99) : Math.floor(draw.random() ** 3 * 60),
      details: JSON.stringify(details),
      created_at: createdAt,
      processed_at: result === 'processing' ? null : createdAt + draw.int(1, 4) * SECOND,
      settled_at: null,
      seeded: 1,
    };
    g.emit({ table: 'transactions', row });
    if (!succeeded) return;
    if (type === 'charge-authorize') return authorization(g, row, card?.brand ?? null, cardLike);
    if (type === 'verify') return;
    settle(g, row);
    if (type === 'transfer') return transfer(g, row);
    aftermath(g, row, card?.brand ?? null, cardLike);
  };

  while (produced < plan.transactions) {
    payment();
    for (const row of g.take()) {
      if (row.table === 'transactions') {
        row.row.seeded = 1;
        produced++;
      }
      yield row;
    }
  }
}
