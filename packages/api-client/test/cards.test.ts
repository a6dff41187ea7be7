// The card checks of a transfer (SPEC §5): examples of each rule, and properties of the Luhn and expiry checks
// over generated numbers and dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  cardBrandOf,
  checkCardNumber,
  checkExpiry,
  groupCardNumber,
  luhnCheckDigit,
  luhnValid,
  maskedCard,
  validateCard,
} from '../src/index';

const NOW = Date.UTC(2026, 10, 26, 12); // 26 November 2026

describe('card checks', () => {
  it('accepts a valid card and words each refusal with SPEC §5', () => {
    const good = {
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/29',
      cvc: '123',
      holderName: "Anne-Marie O'Neil Jr.",
    };
    expect(validateCard(good, NOW)).toEqual({});
    const errors = validateCard(
      { cardNumber: '4111 1111 1111 1112', expiry: '13/29', cvc: '12', holderName: 'R2D2' },
      NOW,
    );
    expect(Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, CARD_ERRORS[e]]))).toEqual(
      {
        cardNumber: 'Invalid card number',
        expiry: 'Invalid expiry date',
        cvc: 'Invalid CVC',
        holderName: 'Invalid cardholder name',
      },
    );
    expect(validateCard({ ...good, expiry: '10/26' }, NOW)).toEqual({ expiry: 'cardExpired' });
  });

  it('wants 4 CVC digits for Amex and 3 for the others', () => {
    const amex = { cardNumber: '3782 822463 10005', expiry: '01/30', holderName: 'Li Wei' };
    expect(validateCard({ ...amex, cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ ...amex, cvc: '123' }, NOW)).toEqual({ cvc: 'invalidCvc' });
    expect(validateCard({ ...amex, cardNumber: '5555555555554444', cvc: '1234' }, NOW)).toEqual({
      cvc: 'invalidCvc',
    });
  });

  it('refuses numbers of the wrong length or of an unknown scheme', () => {
    expect(checkCardNumber('4111')).toBe('invalidCardNumber');
    expect(checkCardNumber('4'.repeat(19) + '1234')).toBe('invalidCardNumber');
    expect(checkCardNumber('4111-1111-1111-1111')).toBeNull();
    expect(checkCardNumber('4111 1111 1111 111a')).toBe('invalidCardNumber');
    expect(cardBrandOf('6011111111111117')).toBe('maestro');
    expect(checkCardNumber('9' + '0'.repeat(14) + luhnCheckDigit('9' + '0'.repeat(14)))).toBe(
      'invalidCardNumber',
    );
  });

  it('keeps BIN and last 4 only, and groups digits in fours', () => {
    expect(maskedCard('4111 1111 1111 1234')).toEqual({ bin: '411111', last4: '1234' });
    expect(groupCardNumber('4111x11111111111')).toBe('4111 1111 1111 111');
  });
});

/** A Visa-like number of 12–19 digits with a correct check digit. */
const validNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 17 })
  .map((digits) => {
    const partial = `4${digits.join('')}`;
    return partial + luhnCheckDigit(partial);
  });

describe('properties', () => {
  it('every number with its Luhn digit is accepted, grouped or not', () => {
    fc.assert(
      fc.property(validNumber, (number) => {
        expect(luhnValid(number)).toBe(true);
        expect(checkCardNumber(number)).toBeNull();
        expect(checkCardNumber(groupCardNumber(number))).toBeNull();
      }),
    );
  });

  it('changing any one digit breaks the Luhn check', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, delta) => {
        const index = at % number.length;
        const changed = (Number(number[index]) + delta) % 10;
        const wrong = number.slice(0, index) + String(changed) + number.slice(index + 1);
        expect(luhnValid(wrong)).toBe(false);
        expect(checkCardNumber(wrong)).toBe('invalidCardNumber');
      }),
    );
  });

  it('swapping two different adjacent digits breaks it (except 0↔9)', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), (number, at) => {
        const index = at % (number.length - 1);
        const [a, b] = [number[index]!, number[index + 1]!];
        fc.pre(a !== b && !(a + b === '09' || a + b === '90'));
        const swapped = number.slice(0, index) + b + a + number.slice(index + 2);
        expect(luhnValid(swapped)).toBe(false);
      }),
    );
  });

  const moment = fc.date({
    min: new Date('2000-01-01'),
    max: new Date('2098-12-31'),
    noInvalidDate: true,
  });
  const expiryOf = (year: number, month: number) =>
    `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

  it('a card is good through the last moment of its expiry month and expired from the next', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const year = now.getUTCFullYear();
        const month = now.getUTCMonth() + 1;
        expect(checkExpiry(expiryOf(year, month), now)).toBeNull();
        const previous = month === 1 ? [year - 1, 12] : [year, month - 1];
        if (previous[0]! >= 2000) {
          expect(checkExpiry(expiryOf(previous[0]!, previous[1]!), now)).toBe('cardExpired');
        }
        const endOfMonth = Date.UTC(year, month, 1) - 1;
        expect(checkExpiry(expiryOf(year, month), endOfMonth)).toBeNull();
        expect(checkExpiry(expiryOf(year, month), endOfMonth + 1)).toBe('cardExpired');
      }),
    );
  });

  it('anything but MM/YY with a month 01–12 is an invalid expiry, whatever the date', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), moment, (text, now) => {
        fc.pre(!/^\s*(0[1-9]|1[0-2])\/\d{2}\s*$/.test(text));
        expect(checkExpiry(text, now)).toBe('invalidExpiry');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 99 }), fc.integer({ min: 0, max: 99 }), (m, y) => {
        expect(checkExpiry(`${m}/${String(y).padStart(2, '0')}`, NOW)).toBe('invalidExpiry');
      }),
    );
  });
});
