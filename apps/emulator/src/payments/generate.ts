/**
 * The deterministic payments of one organization: customers, then payments (charges, authorizations, recurring
 * charges, transfers, verifications) over the 90 days before `end`, each followed by what happened to it —
 * captures, cancels, reversals, refunds, disputes with their chargebacks. Every transaction type of SPEC §4
 * occurs at the default size. Rows are yielded as they are made so a million never sit in memory.
 */
import {
  disputeReasonCodes,
  disputeReasons,
  type DisputeReasonCode,
  type DisputeState,
  type PayMethod,
  type PaymentCurrency,
  type TransactionType,
} from '@paydesk/api-client';
import { idFactory, seededRandom } from '../random.js';
import {
  amountRanges,
  APPROVED,
  carRentalCompanies,
  cruiseLines,
  declineCodes,
  evidenceTexts,
  fixedFees,
  hotels,
  IN_PROGRESS,
  PARTIALLY_APPROVED,
  SUSPECTED_FRAUD,
} from './demoData.js';
import { Draw } from './draw.js';
import {
  countryWeights,
  drawCard,
  generateCustomers,
  type GeneratedCustomer,
} from './generateCustomers.js';
import type { GeneratedRow, TransactionDetails, TransactionRow } from './rows.js';

const SECOND = 1_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
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

const feeRates: Record<PayMethod, number> = {
  card: 0.014,
  sepa: 0.0035,
  paypal: 0.0249,
  'apple-pay': 0.014,
};

const visaCodes = disputeReasonCodes.filter((code) => disputeReasons[code].scheme === 'visa');
const mastercardCodes = disputeReasonCodes.filter(
  (code) => disputeReasons[code].scheme === 'mastercard',
);

const openStates: readonly DisputeState[] = ['new', 'action-required', 'merchant-action-required'];
const resolutionOf: Partial<Record<DisputeState, string>> = {
  won: 'won',
  lost: 'lost',
  confirmed: 'accepted',
  ignored: 'expired',
};

export function* generateOrganization(
  plan: OrganizationPlan,
  end: number,
): Generator<GeneratedRow> {
  const draw = new Draw(seededRandom(plan.seed));
  const id = idFactory(draw.random);
  const customers = generateCustomers(
    draw,
    id,
    plan.organizationId,
    Math.max(30, Math.round(plan.transactions / 10)),
    end,
  );
  for (const customer of customers) yield { table: 'customers', row: customer.row };

  const start = end - PAYMENT_DAYS * DAY;
  const rows: GeneratedRow[] = [];
  const emit = (row: GeneratedRow) => rows.push(row);
  let produced = 0;
  let sequence = 0;

  /** A time after `after` (by `min`…`max`) but before the end; `undefined` when none is left. */
  const later = (after: number, min: number, max: number): number | undefined => {
    const at = after + Math.floor(draw.between(min, max));
    if (at < end) return at;
    return after + min < end ? after + Math.floor(draw.between(min, end - after)) : undefined;
  };

  const child = (
    parent: TransactionRow,
    type: TransactionType,
    amount: number,
    createdAt: number,
    overrides: Partial<TransactionRow> = {},
  ): TransactionRow => {
    const details = JSON.parse(parent.details) as TransactionDetails;
    const row: TransactionRow = {
      ...parent,
      id: id('trx'),
      original_id: parent.id,
      type,
      status: 'successful',
      result: 'success',
      result_code: APPROVED,
      amount,
      refunded_amount: 0,
      captured_amount: 0,
      cancelled_amount: 0,
      fee: 0,
      settlement_amount: null,
      settlement_currency: null,
      payment_link_id: null,
      risk_score: 0,
      details: JSON.stringify({ card: details.card, threeDs: null, meta: {}, travel: null }),
      created_at: createdAt,
      processed_at: createdAt + 2 * SECOND,
      settled_at: null,
      ...overrides,
    };
    emit({ table: 'transactions', row });
    return row;
  };

  const refundStatus = (parent: TransactionRow) =>
    parent.refunded_amount >= parent.amount
      ? 'refunded'
      : parent.refunded_amount > 0
        ? 'partially-refunded'
        : 'successful';

  const refund = (payment: TransactionRow) => {
    let amount = draw.chance(0.55)
      ? payment.amount
      : Math.max(1, Math.round(payment.amount * draw.between(0.1, 0.9)));
    for (let round = 0; round < 2 && amount > 0; round++) {
      const at = later(payment.created_at, HOUR, 20 * DAY);
      if (at === undefined) return;
      if (draw.chance(0.06)) {
        child(payment, 'refund', amount, at, {
          status: 'pending',
          result: 'processing',
          result_code: IN_PROGRESS,
          processed_at: null,
        });
        payment.status = 'refund-pending';
        return;
      }
      const made = child(payment, 'refund', amount, at);
      payment.refunded_amount += amount;
      const reversedAt = draw.chance(0.03) ? later(at, HOUR, 5 * DAY) : undefined;
      if (reversedAt !== undefined) {
        child(made, 'refund-reversal', amount, reversedAt);
        made.status = 'cancelled';
        payment.refunded_amount -= amount;
      }
      payment.status = refundStatus(payment);
      const remaining = payment.amount - payment.refunded_amount;
      amount =
        remaining > 0 && draw.chance(0.25)
          ? Math.max(1, Math.round(remaining * draw.between(0.2, 1)))
          : 0;
    }
  };

  const dispute = (payment: TransactionRow, brand: string | null) => {
    const scheme = brand === 'mastercard' ? 'mastercard' : 'visa';
    const state = draw.weighted<DisputeState>([
      ['new', 20],
      ['action-required', 10],
      ['merchant-action-required', 10],
      ['pending', 15],
      ['won', 15],
      ['lost', 15],
      ['confirmed', 8],
      ['ignored', 7],
    ]);
    const open = openStates.includes(state);
    const createdAt = open
      ? Math.max(payment.created_at + HOUR, end - Math.floor(draw.between(HOUR, 18 * DAY)))
      : later(payment.created_at, 5 * DAY, 40 * DAY);
    if (createdAt === undefined || createdAt >= end) return;
    const resolved = state in resolutionOf;
    const resolvedAt = resolved ? later(createdAt, 10 * DAY, 30 * DAY) : undefined;
    if (resolved && resolvedAt === undefined) return;
    const type = draw.weighted([
      ['chargeback', 65],
      ['retrieval-request', 10],
      ['pre-arbitration', 15],
      ['second-chargeback', 10],
    ] as const);
    const amount = draw.chance(0.9)
      ? payment.amount
      : Math.max(1, Math.round(payment.amount * draw.between(0.3, 0.9)));
    const disputeId = id('dsp');
    const deadlineDays = scheme === 'visa' ? 30 : 45;
    emit({
      table: 'disputes',
      row: {
        id: disputeId,
        organization_id: payment.organization_id,
        project_id: payment.project_id,
        transaction_id: payment.id,
        type,
        state,
        reason_code: draw.pick<DisputeReasonCode>(scheme === 'visa' ? visaCodes : mastercardCodes),
        amount,
        currency: payment.currency,
        created_at: createdAt,
        response_deadline: open ? createdAt + deadlineDays * DAY : null,
        resolved_at: resolvedAt ?? null,
        resolution: resolutionOf[state] ?? null,
        seeded: 1,
      },
    });
    if (state === 'pending' || state === 'won' || state === 'lost') {
      emit({
        table: 'dispute_evidence',
        row: {
          id: id('evd'),
          dispute_id: disputeId,
          identity_id: null,
          text: draw.pick(evidenceTexts),
          submitted_at: createdAt + Math.floor(draw.between(HOUR, 2 * DAY)),
          seeded: 1,
        },
      });
    }
    if (!resolved || resolvedAt === undefined) {
      payment.status = 'disputed';
      return;
    }
    if (state === 'ignored' || state === 'confirmed' || state === 'lost') {
      const chargeback = child(payment, 'chargeback', amount, resolvedAt);
      payment.status = 'chargebacked';
      if (type === 'pre-arbitration' || type === 'second-chargeback') {
        const at = later(resolvedAt, HOUR, 3 * DAY) ?? resolvedAt + SECOND;
        const second = child(chargeback, 'second-chargeback', amount, Math.min(at, end - SECOND));
        if (draw.chance(0.6)) child(second, 'second-chargeback-capture', amount, second.created_at);
        if (draw.chance(0.5)) child(second, 'second-chargeback-refund', amount, second.created_at);
      }
    } else {
      const chargeback = child(payment, 'chargeback', amount, createdAt + SECOND);
      child(chargeback, 'chargeback-refund', amount, resolvedAt);
    }
  };

  /** What can happen to a successful payment later. */
  const aftermath = (payment: TransactionRow, brand: string | null, card: boolean) => {
    if (card && draw.chance(0.014)) return dispute(payment, brand);
    if (draw.chance(0.07)) return refund(payment);
    if (draw.chance(0.008)) {
      const at = later(payment.created_at, 5 * SECOND, HOUR);
      if (at === undefined) return;
      child(payment, 'charge-reversal', payment.amount, at);
      payment.status = 'cancelled';
      payment.settled_at = null;
      payment.settlement_amount = null;
      payment.settlement_currency = null;
      return;
    }
    if (card && draw.chance(0.003)) {
      const at = later(payment.created_at, DAY, 20 * DAY);
      if (at === undefined) return;
      child(payment, 'rapid-dispute', payment.amount, at);
      payment.refunded_amount = payment.amount;
      payment.status = 'refunded';
      emit({
        table: 'disputes',
        row: {
          id: id('dsp'),
          organization_id: payment.organization_id,
          project_id: payment.project_id,
          transaction_id: payment.id,
          type: 'rapid-dispute',
          state: 'confirmed',
          reason_code: draw.pick<DisputeReasonCode>(
            brand === 'mastercard' ? mastercardCodes : visaCodes,
          ),
          amount: payment.amount,
          currency: payment.currency,
          created_at: at,
          response_deadline: null,
          resolved_at: at,
          resolution: 'accepted',
          seeded: 1,
        },
      });
    }
  };

  const authorization = (payment: TransactionRow, brand: string | null, card: boolean) => {
    const age = end - payment.created_at;
    if (age < 7 * DAY && draw.chance(0.6)) {
      payment.status = 'uncaptured';
      return;
    }
    const outcome = draw.weighted([
      ['capture', 70],
      ['partial-capture', 8],
      ['cancel', 10],
      ['reversal', 5],
      ['expire', 7],
    ] as const);
    if (outcome === 'expire') {
      payment.status = age > 7 * DAY ? 'expired' : 'uncaptured';
      return;
    }
    const at = later(payment.created_at, HOUR, 3 * DAY);
    if (at === undefined) {
      payment.status = 'uncaptured';
      return;
    }
    if (outcome === 'cancel' || outcome === 'reversal') {
      child(
        payment,
        outcome === 'cancel' ? 'charge-cancel' : 'authorize-reversal',
        payment.amount,
        at,
      );
      payment.cancelled_amount = payment.amount;
      payment.status = 'cancelled';
      return;
    }
    const amount =
      outcome === 'capture'
        ? payment.amount
        : Math.max(1, Math.round(payment.amount * draw.between(0.5, 0.95)));
    const capture = child(payment, 'charge-capture', amount, at, {
      fee: feeOf(payment.pay_method as PayMethod, payment.currency as PaymentCurrency, amount),
    });
    payment.captured_amount = amount;
    payment.status = 'completed';
    settle(capture);
    aftermath(capture, brand, card);
  };

  const transfer = (payment: TransactionRow) => {
    if (draw.chance(0.05)) {
      const at = later(payment.created_at, HOUR, 5 * DAY);
      if (at === undefined) return;
      child(payment, 'transfer-reversal', payment.amount, at);
      payment.status = 'cancelled';
    } else if (draw.chance(0.06)) {
      const at = later(payment.created_at, DAY, 20 * DAY);
      if (at === undefined) return;
      const back = child(payment, 'transferback', payment.amount, at);
      if (draw.chance(0.5))
        child(back, 'transferback-capture', back.amount, back.created_at + HOUR);
      if (draw.chance(0.4))
        child(back, 'transferback-refund', back.amount, back.created_at + 2 * HOUR);
    }
  };

  const settle = (payment: TransactionRow) => {
    if (payment.created_at < end - 2 * DAY) {
      payment.settled_at = payment.created_at + 2 * DAY + Math.floor(draw.between(0, 6 * HOUR));
      payment.settlement_amount = payment.amount - payment.fee;
      payment.settlement_currency = payment.currency;
    }
  };

  const travelFor = (createdAt: number, guestName: string): TransactionDetails['travel'] => {
    const from = new Date(createdAt + draw.int(3, 60) * DAY);
    const day = (date: Date, plus = 0) =>
      new Date(date.getTime() + plus * DAY).toISOString().slice(0, 10);
    const kind = draw.pick(['car-rental', 'cruise', 'lodging'] as const);
    if (kind === 'car-rental') {
      const city = draw.pick(['Berlin Airport (BER)', 'Munich Central', 'Hamburg Airport (HAM)']);
      return {
        kind,
        company: draw.pick(carRentalCompanies),
        renterName: guestName,
        pickUpLocation: city,
        pickUpDate: day(from),
        returnLocation: city,
        returnDate: day(from, draw.int(2, 14)),
      };
    }
    if (kind === 'cruise') {
      const [line, ship] = draw.pick(cruiseLines);
      return {
        kind,
        line,
        ship,
        passengerName: guestName,
        departurePort: draw.pick(['Hamburg', 'Kiel', 'Bergen']),
        departureDate: day(from),
        returnDate: day(from, draw.int(5, 14)),
      };
    }
    return {
      kind,
      property: draw.pick(hotels),
      city: draw.pick(['Berlin', 'London', 'Tokyo', 'Amsterdam']),
      guestName,
      checkInDate: day(from),
      checkOutDate: day(from, draw.int(1, 10)),
      rooms: draw.int(1, 3),
    };
  };

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
      sequence % 2_000 === 0
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
          ? travelFor(createdAt, holder)
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
    emit({ table: 'transactions', row });
    if (!succeeded) return;
    if (type === 'charge-authorize') return authorization(row, card?.brand ?? null, cardLike);
    if (type === 'verify') return;
    settle(row);
    if (type === 'transfer') return transfer(row);
    aftermath(row, card?.brand ?? null, cardLike);
  };

  while (produced < plan.transactions) {
    payment();
    for (const row of rows) {
      if (row.table === 'transactions') {
        row.row.seeded = 1;
        produced++;
      }
      yield row;
    }
    rows.length = 0;
  }
}

export function feeOf(method: PayMethod, currency: PaymentCurrency, amount: number): number {
  return Math.round(amount * feeRates[method]) + fixedFees[currency];
}

function threeDsFor(draw: Draw, brand: string): NonNullable<TransactionDetails['threeDs']> {
  const version = draw.weighted([
    ['2.2.0', 70],
    ['2.1.0', 20],
    ['2.3.1', 5],
    ['1.0.2', 5],
  ] as const);
  const enrolled = draw.chance(0.95);
  const mastercard = brand === 'mastercard';
  return {
    version,
    eci: enrolled ? (mastercard ? '02' : '05') : mastercard ? '01' : '06',
    cavv: enrolled ? draw.base64(28) : null,
    xid: version === '1.0.2' ? draw.base64(28) : null,
    enrolled,
  };
}
