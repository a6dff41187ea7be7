/**
 * Checks of a card entered by hand (a transfer to a card), written once for the emulator, which refuses a bad card
 * field by field, and the dashboard's form, which shows the same texts before sending (SPEC §5 "Transfer card
 * errors"). Pure: the present moment is passed in, so the expiry check follows the emulator's clock.
 */
import type { CardBrand } from './paymentVocabulary.js';

/** SPEC §5's texts, by the rule they belong to (also the dashboard's words for them). */
export const CARD_ERRORS = {
  invalidCardNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  cardExpired: 'Card expired',
  invalidCvc: 'Invalid CVC',
  invalidHolderName: 'Invalid cardholder name',
} as const;
export type CardError = keyof typeof CARD_ERRORS;

/** The error code of each of those answers, for clients that word them themselves. */
export const cardErrorCodes = {
  invalidCardNumber: 'invalid-card-number',
  invalidExpiry: 'invalid-expiry-date',
  cardExpired: 'card-expired',
  invalidCvc: 'invalid-cvc',
  invalidHolderName: 'invalid-cardholder-name',
} as const satisfies Record<CardError, string>;

/** The fields of a card, as sent in a transfer's attributes (each refusal points at `/data/attributes/{field}`). */
export const cardFields = ['cardNumber', 'expiry', 'cvc', 'holderName'] as const;
export type CardField = (typeof cardFields)[number];
export type CardInput = Readonly<Record<CardField, string>>;

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** The holder name as embossed: at most 26 characters (the line of a card), at least 2. */
export const HOLDER_NAME_MIN_LENGTH = 2;
export const HOLDER_NAME_MAX_LENGTH = 26;

/** The digits of a card number as typed: spaces and hyphens (grouping) dropped, anything else kept. */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** Whether the digit string passes the Luhn (mod 10) check: doubling every second digit from the right. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit a number needs appended to pass the Luhn check (test cards, property tests). */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${partial}${digit}`)) return String(digit);
  }
  throw new Error(`Not digits: ${partial}`);
}

/**
 * The scheme a number belongs to, from its leading digits; `null` for schemes the provider does not pay out to.
 * Amex 34/37, JCB 3528–3589, Visa 4, Mastercard 51–55 and 2221–2720, Maestro 50 and 56–69.
 */
export function cardBrandOf(digits: string): CardBrand | null {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if (two === 34 || two === 37) return 'amex';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 50 || (two >= 56 && two <= 69)) return 'maestro';
  return null;
}

/** 'Invalid card number' unless 12–19 digits of a known scheme with a valid Luhn digit. */
export function checkCardNumber(text: string): CardError | null {
  const digits = cardDigits(text);
  const sized =
    /^\d+$/.test(digits) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS;
  return sized && luhnValid(digits) && cardBrandOf(digits) !== null ? null : 'invalidCardNumber';
}

/** `MM/YY` as month and full year, or `null` when it is not that shape. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * 'Invalid expiry date' unless `MM/YY`; 'Card expired' once the month it names is over at `now` (UTC): a card is
 * valid through the last day of its expiry month.
 */
export function checkExpiry(text: string, now: number | Date): CardError | null {
  const expiry = parseExpiry(text);
  if (!expiry) return 'invalidExpiry';
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current ? 'cardExpired' : null;
}

/** 'Invalid CVC' unless 3 digits, or 4 for an Amex number. */
export function checkCvc(text: string, cardNumber: string): CardError | null {
  const length = cardBrandOf(cardDigits(cardNumber)) === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(text.trim()) ? null : 'invalidCvc';
}

/** 'Invalid cardholder name' unless 2–26 letters, spaces, apostrophes, hyphens and dots, starting with a letter. */
export function checkHolderName(text: string): CardError | null {
  const name = text.trim();
  const ok =
    name.length >= HOLDER_NAME_MIN_LENGTH &&
    name.length <= HOLDER_NAME_MAX_LENGTH &&
    /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(name);
  return ok ? null : 'invalidHolderName';
}

/** Every refused field of a card with its rule; empty when the card is fine. */
export function validateCard(
  card: CardInput,
  now: number | Date,
): Partial<Record<CardField, CardError>> {
  const errors: Partial<Record<CardField, CardError>> = {};
  const checks: Record<CardField, CardError | null> = {
    cardNumber: checkCardNumber(card.cardNumber),
    expiry: checkExpiry(card.expiry, now),
    cvc: checkCvc(card.cvc, card.cardNumber),
    holderName: checkHolderName(card.holderName),
  };
  for (const field of cardFields) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** What may be kept of a valid card number: its BIN (first 6) and last 4 digits, never more. */
export function maskedCard(cardNumber: string): { bin: string; last4: string } {
  const digits = cardDigits(cardNumber);
  return { bin: digits.slice(0, 6), last4: digits.slice(-4) };
}

/** A card number grouped in fours as it is typed (`4111 1111 1111 1111`); non-digits dropped, at most 19 digits. */
export const groupCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
