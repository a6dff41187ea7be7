/**
 * Antifraud rules and lists (issue 19): a rule is clauses ANDed over a payment's facts with an action (block,
 * review, allow) and a priority; lists are block and allow lists of BINs, countries, emails, IP ranges and card
 * fingerprints. The emulator screens every new payment with them; the verdict is kept on the transaction.
 */
import * as v from 'valibot';
import { DateTimeSchema, resource } from './jsonapi.js';
import {
  ANTIFRAUD_ERRORS,
  antifraudActions,
  antifraudFields,
  antifraudListKinds,
  antifraudListTypes,
  antifraudOperators,
  antifraudOperatorsByField,
  type AntifraudField,
  type AntifraudListKind,
  type AntifraudOperator,
} from './antifraudVocabulary.js';
import { isIpRange } from './ipRanges.js';

const checks = {
  number: (value: string) => /^\d{1,15}$/.test(value),
  currency: (value: string) => /^[A-Z]{3}$/.test(value),
  bin: (value: string) => /^\d{6,8}$/.test(value),
  country: (value: string) => /^[A-Z]{2}$/.test(value),
  email: (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  domain: (value: string) => /^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/.test(value),
  ip: (value: string) => isIpRange(value) && !value.includes('/'),
  cidr: (value: string) => isIpRange(value),
  fingerprint: (value: string) => /^[A-Za-z0-9]{8,64}$/.test(value),
  text: (value: string) => value.length > 0 && value.length <= 200,
} as const;
type CheckName = keyof typeof checks;

const fieldCheck: Record<AntifraudField, CheckName> = {
  amount: 'number',
  currency: 'currency',
  cardBin: 'bin',
  cardCountry: 'country',
  issuerCountry: 'country',
  ip: 'ip',
  ipCountry: 'country',
  email: 'email',
  emailDomain: 'domain',
  customer: 'text',
  paymentsPerCardPerHour: 'number',
};

const kindCheck: Record<AntifraudListKind, CheckName> = {
  bin: 'bin',
  country: 'country',
  email: 'email',
  ip: 'cidr',
  cardFingerprint: 'fingerprint',
};

/** Countries and currencies are upper case, emails and domains lower case: one spelling per value. */
export function normalizeAntifraudValue(check: CheckName, value: string): string {
  const trimmed = value.trim();
  if (check === 'currency' || check === 'country') return trimmed.toUpperCase();
  if (check === 'email' || check === 'domain') return trimmed.toLowerCase();
  return trimmed;
}

/** A clause's value split into its items (`in`/`notIn` take a comma-separated list). */
export function clauseValues(operator: AntifraudOperator, value: string): string[] {
  return operator === 'in' || operator === 'notIn'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [value.trim()];
}

/** The text of what is wrong with a clause, or null: the one check of the browser's form and the emulator. */
export function antifraudClauseError(
  field: AntifraudField,
  operator: AntifraudOperator,
  value: string,
): string | null {
  if (!antifraudOperatorsByField[field].includes(operator)) return ANTIFRAUD_ERRORS.operator;
  const check: CheckName = operator === 'inCidr' ? 'cidr' : fieldCheck[field];
  const items = clauseValues(operator, value);
  if (items.length === 0) return ANTIFRAUD_ERRORS[check];
  return items.every((item) => checks[check](normalizeAntifraudValue(check, item)))
    ? null
    : ANTIFRAUD_ERRORS[check];
}

/** The clause value as stored: trimmed, its case settled. */
export function normalizeClauseValue(
  field: AntifraudField,
  operator: AntifraudOperator,
  value: string,
): string {
  const check: CheckName = operator === 'inCidr' ? 'cidr' : fieldCheck[field];
  return clauseValues(operator, value)
    .map((item) => normalizeAntifraudValue(check, item))
    .join(',');
}

/** What is wrong with a list entry of `kind`, or null. */
export function antifraudEntryError(kind: AntifraudListKind, value: string): string | null {
  const check = kindCheck[kind];
  return checks[check](normalizeAntifraudValue(check, value)) ? null : ANTIFRAUD_ERRORS[check];
}

export const normalizeEntryValue = (kind: AntifraudListKind, value: string) =>
  normalizeAntifraudValue(kindCheck[kind], value);

export const AntifraudClauseSchema = v.object({
  field: v.picklist(antifraudFields),
  operator: v.picklist(antifraudOperators),
  value: v.pipe(v.string(), v.maxLength(2000)),
});
export type AntifraudClause = v.InferOutput<typeof AntifraudClauseSchema>;

export const AntifraudRuleSchema = resource('antifraud-rule', {
  name: v.string(),
  action: v.picklist(antifraudActions),
  /** Lower runs first; the first matching rule decides. */
  priority: v.pipe(v.number(), v.integer()),
  enabled: v.boolean(),
  conditions: v.array(AntifraudClauseSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type AntifraudRule = v.InferOutput<typeof AntifraudRuleSchema>;

export const AntifraudEntrySchema = resource('antifraud-list-entry', {
  listType: v.picklist(antifraudListTypes),
  kind: v.picklist(antifraudListKinds),
  value: v.string(),
  note: v.string(),
  createdAt: DateTimeSchema,
});
export type AntifraudEntry = v.InferOutput<typeof AntifraudEntrySchema>;

/** How many charges of the last 30 UTC days and today the rule would have matched; `to` is exclusive. */
export const AntifraudDryRunSchema = resource('antifraud-dry-run', {
  matched: v.pipe(v.number(), v.integer()),
  examined: v.pipe(v.number(), v.integer()),
  from: DateTimeSchema,
  to: DateTimeSchema,
});
export type AntifraudDryRun = v.InferOutput<typeof AntifraudDryRunSchema>;

export const AntifraudExportSchema = resource('antifraud-list-export', {
  filename: v.string(),
  csv: v.string(),
});

export const AntifraudImportSchema = resource('antifraud-list-import', {
  imported: v.pipe(v.number(), v.integer()),
});

/** What antifraud screening decided on a payment, kept on the transaction. */
export const FraudVerdictSchema = v.object({
  action: v.picklist(['block', 'review'] as const),
  source: v.picklist(['rule', 'list'] as const),
  /** The rule's id, or the list entry's. */
  id: v.string(),
  /** The rule's name, or `block list: <kind> <value>`. */
  name: v.string(),
});
export type FraudVerdict = v.InferOutput<typeof FraudVerdictSchema>;
