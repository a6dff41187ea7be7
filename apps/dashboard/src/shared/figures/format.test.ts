import { describe, expect, it } from 'vitest';
import { formatAmounts, formatCount, formatRate } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('figure formatting', () => {
  it('formats counts and rates in the language', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatRate(0.975, 'en-US')).toBe('97.5%');
    expect(plain(formatRate(0.975, 'de-DE'))).toBe('97,5 %');
    expect(formatRate(0, 'en-US')).toBe('0%');
  });

  it('keeps one amount per currency, in currency order, each with its exponent', () => {
    const amounts = formatAmounts(
      [
        { currency: 'USD', amount: 1050 },
        { currency: 'EUR', amount: 250000 },
        { currency: 'JPY', amount: 1200 },
      ],
      'en-US',
    ).map(plain);
    expect(amounts).toEqual(['EUR 2,500.00', 'JPY 1,200', 'USD 10.50']);
  });
});
