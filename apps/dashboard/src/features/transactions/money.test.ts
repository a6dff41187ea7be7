import { describe, expect, it } from 'vitest';
import { exponentOf, formatAmount as format, signedAmount } from './money';

/** Intl puts a no-break space between code and number. */
const formatAmount = (...args: Parameters<typeof format>) =>
  format(...args).replace(/\u00a0/g, ' ');

describe('formatAmount', () => {
  it('uses each currency’s own exponent on integer minor units', () => {
    expect(formatAmount(123450, 'EUR', 'en-US')).toBe('EUR 1,234.50');
    expect(formatAmount(1500, 'JPY', 'en-US')).toBe('JPY 1,500');
    expect(formatAmount(1250, 'KWD', 'en-US')).toBe('KWD 1.250');
    expect(formatAmount(5, 'USD', 'en-US')).toBe('USD 0.05');
  });

  it('formats in the reader’s language', () => {
    expect(formatAmount(123450, 'EUR', 'de-DE')).toBe('1.234,50 EUR');
  });

  it('keeps large amounts exact (no floating point)', () => {
    expect(formatAmount(900719925474099, 'EUR', 'en-US')).toBe('EUR 9,007,199,254,740.99');
  });

  it('marks money leaving the merchant with a minus sign', () => {
    expect(formatAmount(signedAmount({ type: 'refund', amount: 1000 }), 'EUR', 'en-US')).toBe(
      '-EUR 10.00',
    );
    expect(signedAmount({ type: 'chargeback', amount: 5 })).toBe(-5);
    expect(signedAmount({ type: 'charge', amount: 5 })).toBe(5);
  });

  it('knows the provider’s exponents and falls back to ISO 4217', () => {
    expect(exponentOf('KWD')).toBe(3);
    expect(exponentOf('BHD')).toBe(3);
    expect(exponentOf('CHF')).toBe(2);
  });
});
