// The payout-method checks on their own: IBAN checksum and country length, BIC shape, card Luhn digit.
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardDigits,
  ibanOf,
  isValidBic,
  isValidIban,
} from '../src/domain/payoutMethods/bankDetails.js';

describe('isValidIban', () => {
  it.each([
    'DE89370400440532013000',
    'de89 3704 0044 0532 0130 00',
    'GB29NWBK60161331926819',
    'FR1420041010050500013M02606',
    'CH9300762011623852957',
    'NL91ABNA0417164300',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'DE89370400440532013001'],
    ['swapped digits', 'DE89370400440532031000'],
    ['the wrong length for its country', 'DE8937040044053201300'],
    ['no country', '89370400440532013000'],
    ['letters where digits go', 'DEXX370400440532013000'],
    ['nothing', ''],
  ])('refuses %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('computes check digits that validate (seeded accounts)', () => {
    expect(ibanOf('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(isValidIban(ibanOf('GB', 'NWBK60161331001234'))).toBe(true);
  });
});

describe('isValidBic', () => {
  it('accepts 8 and 11 characters, refuses other shapes', () => {
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('cobadeffxxx')).toBe(true);
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('1OBADEFFXXX')).toBe(false);
  });
});

describe('cardDigits', () => {
  it('keeps a number with a valid Luhn digit and refuses another', () => {
    expect(cardDigits('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(cardDigits('4111 1111 1111 1112')).toBeNull();
    expect(cardDigits('1234')).toBeNull();
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
  });
});
