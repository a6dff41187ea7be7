import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatAmountInput,
  formatMoney,
  parseAmount,
  toDecimalString,
} from './money';

const en = (exponent = 2, extra: Partial<Parameters<typeof parseAmount>[1]> = {}) => ({
  locale: 'en-US',
  exponent,
  ...extra,
});

describe('currencyExponent', () => {
  it.each([
    ['JPY', 0],
    ['EUR', 2],
    ['USD', 2],
    ['KWD', 3],
    ['BHD', 3],
  ])('%s has %i decimals', (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent);
    expect(currencyExponent(currency, 'de-DE')).toBe(exponent);
  });
});

describe('parseAmount', () => {
  it('reads whole and decimal amounts into integer minor units', () => {
    expect(parseAmount('12', en())).toEqual({ ok: true, value: 1200 });
    expect(parseAmount('12.5', en())).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('12.34', en())).toEqual({ ok: true, value: 1234 });
    expect(parseAmount('0.01', en())).toEqual({ ok: true, value: 1 });
    expect(parseAmount('.5', en())).toEqual({ ok: true, value: 50 });
    expect(parseAmount('12.', en())).toEqual({ ok: true, value: 1200 });
    expect(parseAmount('007.10', en())).toEqual({ ok: true, value: 710 });
  });

  it('is exact where floating point is not (0.29 * 100 = 28.999…)', () => {
    expect(parseAmount('0.29', en())).toEqual({ ok: true, value: 29 });
    expect(parseAmount('1.15', en())).toEqual({ ok: true, value: 115 });
    expect(parseAmount('4.35', en())).toEqual({ ok: true, value: 435 });
    expect(parseAmount('9007199254740.99', en())).toEqual({ ok: true, value: 900719925474099 });
  });

  it('treats empty and blank text as no amount', () => {
    expect(parseAmount('', en())).toEqual({ ok: true, value: null });
    expect(parseAmount('   ', en())).toEqual({ ok: true, value: null });
  });

  it('accepts group separators only between groups of three digits', () => {
    expect(parseAmount('1,234,567.89', en())).toEqual({ ok: true, value: 123456789 });
    expect(parseAmount('1 234', en())).toEqual({ ok: true, value: 123400 });
    expect(parseAmount('12,34', en())).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('1,2345', en())).toEqual({ ok: false, error: 'invalid' });
  });

  it('uses the comma as decimal separator in de-DE and never misreads a dot', () => {
    const de = { locale: 'de-DE', exponent: 2 };
    expect(parseAmount('12,50', de)).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('1.234,56', de)).toEqual({ ok: true, value: 123456 });
    expect(parseAmount('1.234.567', de)).toEqual({ ok: true, value: 123456700 });
    expect(parseAmount('12.5', de)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('12,5,0', de)).toEqual({ ok: false, error: 'invalid' });
  });

  it('accepts the narrow no-break space that fr-FR groups with', () => {
    expect(parseAmount('12\u202f345,60', { locale: 'fr-FR', exponent: 2 })).toEqual({
      ok: true,
      value: 1234560,
    });
  });

  it('reads JPY without decimals and rejects any', () => {
    expect(parseAmount('1,500', en(0))).toEqual({ ok: true, value: 1500 });
    expect(parseAmount('1500.5', en(0))).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseAmount('1500.', en(0))).toEqual({ ok: true, value: 1500 });
  });

  it('reads KWD with three decimals', () => {
    expect(parseAmount('1.5', en(3))).toEqual({ ok: true, value: 1500 });
    expect(parseAmount('1.005', en(3))).toEqual({ ok: true, value: 1005 });
    expect(parseAmount('1.0005', en(3))).toEqual({ ok: false, error: 'tooManyDecimals' });
  });

  it('rejects too many decimals for EUR', () => {
    expect(parseAmount('10.999', en())).toEqual({ ok: false, error: 'tooManyDecimals' });
  });

  it('rejects negatives unless allowed, and accepts the typographic minus when they are', () => {
    expect(parseAmount('-5', en())).toEqual({ ok: false, error: 'negative' });
    expect(parseAmount('-5.25', en(2, { allowNegative: true }))).toEqual({ ok: true, value: -525 });
    expect(parseAmount('\u22125', en(2, { allowNegative: true }))).toEqual({
      ok: true,
      value: -500,
    });
    expect(parseAmount('-0', en())).toEqual({ ok: true, value: 0 });
  });

  it('rejects letters, signs in the middle, exponents and empty numbers', () => {
    for (const text of ['abc', '12a', '1-2', '1e5', '+-1', '.', '1..2', 'Infinity', 'NaN']) {
      expect(parseAmount(text, en())).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('rejects amounts beyond the safe integer range', () => {
    expect(parseAmount('90071992547409.92', en())).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('ignores the currency code or symbol typed or pasted with the amount', () => {
    const eur = { locale: 'de-DE', exponent: 2, currency: 'EUR' };
    expect(parseAmount('12,50 €', eur)).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('EUR 12,50', eur)).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('$1,000.00', en(2, { currency: 'USD' }))).toEqual({
      ok: true,
      value: 100000,
    });
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseAmount('١٢٣', en())).toEqual({ ok: true, value: 12300 });
  });
});

describe('toDecimalString', () => {
  it.each([
    [12345, 2, '123.45'],
    [5, 2, '0.05'],
    [-5, 3, '-0.005'],
    [1500, 0, '1500'],
    [0, 2, '0.00'],
    [Number.MAX_SAFE_INTEGER, 2, '90071992547409.91'],
  ])('%i with exponent %i is %s', (minor, exponent, text) => {
    expect(toDecimalString(minor, exponent)).toBe(text);
  });

  it('refuses fractional minor units', () => {
    expect(() => toDecimalString(1.5, 2)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats input text in the locale with all the currency decimals', () => {
    expect(formatAmountInput(123456, 2, 'en-US')).toBe('1,234.56');
    expect(formatAmountInput(123456, 2, 'de-DE')).toBe('1.234,56');
    expect(formatAmountInput(1500, 0, 'en-US')).toBe('1,500');
    expect(formatAmountInput(1005, 3, 'en-US')).toBe('1.005');
  });

  it('round-trips through parse for every locale and exponent', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'ar-AE', 'de-CH']) {
      for (const [minor, exponent] of [
        [123456789, 2],
        [1500, 0],
        [1005, 3],
        [1, 2],
      ] as const) {
        const text = formatAmountInput(minor, exponent, locale);
        expect(parseAmount(text, { locale, exponent })).toEqual({ ok: true, value: minor });
      }
    }
  });

  it('formats money exactly, with the currency', () => {
    expect(formatMoney(100000, 'EUR', 'en-US')).toBe('€1,000.00');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1005, 'KWD', 'en-US')).toBe('KWD\u00a01.005');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
  });
});
