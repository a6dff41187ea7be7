/**
 * The antifraud area's words: the facts a clause tests and the operators each accepts, rule actions, list types
 * and kinds, the limits, the refusals, the lists' filter fields and what each action needs. Named apart from the
 * schemas in `antifraud.ts` and `antifraudResources.ts`, so an app that reads them (a list's URL, a permission
 * check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { AntifraudActionName } from './antifraud.js';

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

/** `action`, `enabled` (`=`). By priority, then name. */
export const antifraudRuleFilterFields = ['action', 'enabled'] as const;
/** `listType`, `kind` (`=`), `search` (`like`: value contains). Newest first. */
export const antifraudEntryFilterFields = ['listType', 'kind', 'search'] as const;

/** What each antifraud action needs on the organization. */
export const antifraudPermissions = {
  'antifraud-rules/list': ['antifraud.read'],
  'antifraud-rules/get': ['antifraud.read'],
  'antifraud-rules/create': ['antifraud.write'],
  'antifraud-rules/update': ['antifraud.write'],
  'antifraud-rules/setEnabled': ['antifraud.write'],
  'antifraud-rules/delete': ['antifraud.write'],
  'antifraud-rules/dryRun': ['antifraud.read'],
  'antifraud-lists/entries': ['antifraud.read'],
  'antifraud-lists/add': ['antifraud.write'],
  'antifraud-lists/remove': ['antifraud.write'],
  'antifraud-lists/import': ['antifraud.write'],
  'antifraud-lists/export': ['antifraud.read'],
} as const satisfies Record<AntifraudActionName, readonly PermissionName[]>;
