/**
 * The one evaluation of antifraud conditions, used by live screening and by the dry run alike: every clause must
 * hold (AND). A clause about a fact the payment lacks (no card, no IP) does not hold, whatever its operator.
 */
import {
  clauseValues,
  ipInRange,
  type AntifraudClause,
  type AntifraudField,
} from '@paydesk/api-client';
import type { PaymentFacts } from './facts.js';

function factOf(facts: PaymentFacts, field: AntifraudField): string | number | null {
  switch (field) {
    case 'amount':
      return facts.amount;
    case 'paymentsPerCardPerHour':
      return facts.paymentsPerCardPerHour;
    case 'currency':
      return facts.currency;
    case 'cardBin':
      return facts.cardBin;
    case 'cardCountry':
    case 'issuerCountry':
      return facts.cardCountry;
    case 'ip':
      return facts.ip;
    case 'ipCountry':
      return facts.ipCountry;
    case 'email':
      return facts.email?.toLowerCase() ?? null;
    case 'emailDomain':
      return facts.email?.split('@')[1]?.toLowerCase() ?? null;
    case 'customer':
      return facts.customerId;
  }
}

export function clauseHolds(clause: AntifraudClause, facts: PaymentFacts): boolean {
  const fact = factOf(facts, clause.field);
  if (fact === null) return false;
  const values = clauseValues(clause.operator, clause.value);
  // A customer clause names the customer by id or by email.
  const same = (value: string) =>
    String(fact) === value ||
    (clause.field === 'customer' && facts.email?.toLowerCase() === value.toLowerCase());
  switch (clause.operator) {
    case 'eq':
      return typeof fact === 'number' ? fact === Number(values[0]) : same(values[0]!);
    case 'neq':
      return typeof fact === 'number' ? fact !== Number(values[0]) : !same(values[0]!);
    case 'in':
      return values.some(same);
    case 'notIn':
      return !values.some(same);
    case 'gt':
      return Number(fact) > Number(values[0]);
    case 'lt':
      return Number(fact) < Number(values[0]);
    case 'inCidr':
      return ipInRange(String(fact), values[0]!);
  }
}

/** Whether a payment meets every clause (an empty condition meets nothing: a rule must say what it is about). */
export const matchesConditions = (conditions: readonly AntifraudClause[], facts: PaymentFacts) =>
  conditions.length > 0 && conditions.every((clause) => clauseHolds(clause, facts));

/** Whether conditions need the per-card velocity (worth a query only then). */
export const needsVelocity = (conditions: readonly AntifraudClause[]) =>
  conditions.some((clause) => clause.field === 'paymentsPerCardPerHour');
