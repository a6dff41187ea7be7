import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  ANTIFRAUD_ERRORS,
  type AntifraudAction,
  type AntifraudField,
  type AntifraudListKind,
  type AntifraudListType,
  type AntifraudOperator,
} from '@paydesk/api-client';

export const fieldLabels: Record<AntifraudField, MessageDescriptor> = {
  amount: msg`Amount (minor units)`,
  currency: msg`Currency`,
  cardBin: msg`Card BIN`,
  cardCountry: msg`Card country`,
  issuerCountry: msg`Issuer country`,
  ip: msg`IP address`,
  ipCountry: msg`IP country`,
  email: msg`Email`,
  emailDomain: msg`Email domain`,
  customer: msg`Customer (id or email)`,
  paymentsPerCardPerHour: msg`Payments per card per hour`,
};

export const operatorLabels: Record<AntifraudOperator, MessageDescriptor> = {
  eq: msg`equals`,
  neq: msg`does not equal`,
  in: msg`is one of`,
  notIn: msg`is none of`,
  gt: msg`is greater than`,
  lt: msg`is less than`,
  inCidr: msg`is in range (CIDR)`,
};

export const actionLabels: Record<AntifraudAction, MessageDescriptor> = {
  block: msg`Block`,
  review: msg`Review`,
  allow: msg`Allow`,
};

export const listTypeLabels: Record<AntifraudListType, MessageDescriptor> = {
  block: msg`Block list`,
  allow: msg`Allow list`,
};

export const kindLabels: Record<AntifraudListKind, MessageDescriptor> = {
  bin: msg`BIN`,
  country: msg`Country`,
  email: msg`Email`,
  ip: msg`IP or range`,
  cardFingerprint: msg`Card fingerprint`,
};

/** The rule editor's own check of the priority (the contract's schema bounds it the same). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a key of the map below, shown through its translation
export const PRIORITY_ERROR = 'Enter a whole number from 0 to 10000';

/** The antifraud refusals (the contract's texts) in the user's language. */
const errorTexts: Record<string, MessageDescriptor> = {
  [ANTIFRAUD_ERRORS.ruleNotFound]: msg`Rule not found`,
  [ANTIFRAUD_ERRORS.entryNotFound]: msg`List entry not found`,
  [ANTIFRAUD_ERRORS.name]: msg`Enter a name`,
  [ANTIFRAUD_ERRORS.conditions]: msg`Add at least one condition`,
  [ANTIFRAUD_ERRORS.operator]: msg`This operator does not apply to the field`,
  [ANTIFRAUD_ERRORS.number]: msg`Enter a whole number of at least 0`,
  [ANTIFRAUD_ERRORS.currency]: msg`Enter a three-letter currency code`,
  [ANTIFRAUD_ERRORS.bin]: msg`Enter 6 to 8 digits`,
  [ANTIFRAUD_ERRORS.country]: msg`Enter a two-letter country code`,
  [ANTIFRAUD_ERRORS.email]: msg`Enter a valid email address`,
  [ANTIFRAUD_ERRORS.domain]: msg`Enter a domain such as example.com`,
  [ANTIFRAUD_ERRORS.ip]: msg`Enter an IP address`,
  [ANTIFRAUD_ERRORS.cidr]: msg`Enter an IP address or range (CIDR)`,
  [ANTIFRAUD_ERRORS.fingerprint]: msg`Enter a card fingerprint (8 to 64 letters or digits)`,
  [ANTIFRAUD_ERRORS.text]: msg`Enter a value`,
  [ANTIFRAUD_ERRORS.duplicate]: msg`This value is already on the list`,
  [ANTIFRAUD_ERRORS.csv]: msg`The file has invalid lines; nothing was imported`,
  [ANTIFRAUD_ERRORS.csvEmpty]: msg`The file has no entries`,
  [PRIORITY_ERROR]: msg`Enter a whole number from 0 to 10000`,
};

/** A server or browser check's English text, translated when it is one of ours (`Line n: …` too). */
export function antifraudErrorText(text: string, i18n: I18n): string {
  const match = /^Line (\d+): (.*)$/.exec(text);
  if (match) {
    const line = match[1]!;
    const problem = antifraudErrorText(match[2]!, i18n);
    return i18n._(msg`Line ${line}: ${problem}`);
  }
  const known = errorTexts[text];
  return known ? i18n._(known) : text;
}
