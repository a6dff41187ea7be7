/**
 * Checks of bank and card details: the IBAN's ISO 13616 mod-97 checksum and its country length, the BIC's
 * ISO 9362 shape, a local account number and bank code, and a card number's Luhn digit.
 */

/** IBAN lengths of the countries the provider pays out to (ISO 13616 registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  AE: 23,
  SA: 24,
  TR: 26,
  KW: 30,
};

/** Spaces removed, upper case: how an IBAN or BIC is stored. */
export const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The remainder of a long decimal string modulo 97, a few digits at a time (no big integers needed). */
function mod97(digits: string): number {
  let remainder = 0;
  for (let at = 0; at < digits.length; at += 7) {
    remainder = Number(String(remainder) + digits.slice(at, at + 7)) % 97;
  }
  return remainder;
}

/** The IBAN's letters as numbers (A = 10 … Z = 35), country and check digits moved to the end. */
const ibanDigits = (iban: string) =>
  (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );

/** Whether `text` (spaces allowed, any case) is a valid IBAN. */
export function isValidIban(text: string): boolean {
  const iban = compact(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return mod97(ibanDigits(iban)) === 1;
}

/** An IBAN for `country` and the national `bban`, with its check digits computed (seeding, tests). */
export function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(ibanDigits(`${country}00${bban}`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (text: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(text));

/** A local account number: 4 to 20 digits (spaces and dashes allowed while typing). */
export const isValidAccountNumber = (text: string) => /^\d{4,20}$/.test(text.replace(/[\s-]/g, ''));

/** A bank, sort or routing code: 3 to 11 letters or digits. */
export const isValidBankCode = (text: string) =>
  /^[A-Z0-9]{3,11}$/.test(compact(text.replace(/-/g, '')));

/** The digits of a card number, or null when it is not 12–19 digits with a valid Luhn check digit. */
export function cardDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let at = 0; at < digits.length; at++) {
    let digit = Number(digits[digits.length - 1 - at]);
    if (at % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? digits : null;
}

/** The brand of a card number, from its first digits. */
export function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}
