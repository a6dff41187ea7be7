import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatAmount', () => {
  it('uses each currency exponent on integer minor units', () => {
    expect(plain(formatAmount(123450, 'EUR', 'en-US'))).toBe('EUR 1,234.50');
    expect(plain(formatAmount(1500, 'JPY', 'en-US'))).toBe('JPY 1,500');
    expect(plain(formatAmount(1250, 'KWD', 'en-US'))).toBe('KWD 1.250');
  });

  it('formats in the reader language', () => {
    expect(plain(formatAmount(123450, 'EUR', 'de-DE'))).toBe('1.234,50 EUR');
  });

  it('keeps large amounts exact', () => {
    expect(plain(formatAmount(900719925474099, 'EUR', 'en-US'))).toBe('EUR 9,007,199,254,740.99');
  });
});
