/**
 * Antifraud rules and lists (issue 19): a rule is clauses ANDed over a payment's facts with an action (block,
 * review, allow) and a priority; lists are block and allow lists of BINs, countries, emails, IP ranges and card
 * fingerprints. The emulator screens every new payment with them; the verdict is kept on the transaction.
 */
import * as v from 'valibot';
import { DateTimeSchema, resource } from './jsonapi.js';
import { isIpRange } from './ipRanges.js';

/** The facts of a payment a clause can test. */
export const antifraudFields = [
  'amount',
  'currency',
  'cardBin',
  'cardCountry',
  'issuerCountry',
  'ip',
  'ipCountry',
  'email',
  'emailDomain',
  'customer',
  'paymentsPerCardPerHour',
] as const;
export type AntifraudField = (typeof antifraudFields)[number];

export const antifraudOperators = ['eq', 'neq', 'in', 'notIn', 'gt', 'lt', 'inCidr'] as const;
export type AntifraudOperator = (typeof antifraudOperators)[number];

const numeric = ['eq', 'neq', 'gt', 'lt'] as const;
const textual = ['eq', 'neq', 'in', 'notIn'] as const;

/** The operators each field accepts: numbers compare, texts match one or a comma-separated list, IPs also CIDR. */
export const antifraudOperatorsByField: Readonly<
  Record<AntifraudField, readonly AntifraudOperator[]>
> = {
  amount: numeric,
  currency: textual,
  cardBin: textual,
  cardCountry: textual,
  issuerCountry: textual,
  ip: ['eq', 'neq', 'inCidr'],
  ipCountry: textual,
  email: textual,
  emailDomain: textual,
  customer: textual,
  paymentsPerCardPerHour: numeric,
};

export const antifraudActions = ['block', 'review', 'allow'] as const;
export type AntifraudAction = (typeof antifraudActions)[number];

export const antifraudListTypes = ['block', 'allow'] as const;
export type AntifraudListType = (typeof antifraudListTypes)[number];

export const antifraudListKinds = ['bin', 'country', 'email', 'ip', 'cardFingerprint'] as const;
export type AntifraudListKind = (typeof antifraudListKinds)[number];

/** Dry runs look back this far on the emulator's clock. */
export const ANTIFRAUD_DRY_RUN_DAYS = 30;
/** Entries imported by one CSV at most. */
export const ANTIFRAUD_IMPORT_MAX_LINES = 5000;
/** The processor result code of a payment refused by an antifraud rule or block list. */
export const FRAUD_RESULT_CODE = '0059';

/** The refusals of antifraud actions, read by the dashboard to word them at their field. */
export const ANTIFRAUD_ERRORS = {
  ruleNotFound: 'Rule not found',
  entryNotFound: 'List entry not found',
  name: 'Enter a name',
  conditions: 'Add at least one condition',
  operator: 'This operator does not apply to the field',
  number: 'Enter a whole number of at least 0',
  currency: 'Enter a three-letter currency code',
  bin: 'Enter 6 to 8 digits',
  country: 'Enter a two-letter country code',
  email: 'Enter a valid email address',
  domain: 'Enter a domain such as example.com',
  ip: 'Enter an IP address',
  cidr: 'Enter an IP address or range (CIDR)',
  fingerprint: 'Enter a card fingerprint (8 to 64 letters or digits)',
  text: 'Enter a value',
  duplicate: 'This value is already on the list',
  csv: 'The file has invalid lines; nothing was imported',
  csvEmpty: 'The file has no entries',
} as const;

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
