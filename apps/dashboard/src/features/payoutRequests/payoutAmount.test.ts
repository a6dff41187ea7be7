import { parseAmount } from '@paydesk/ui';
import { describe, expect, it } from 'vitest';
import { exponentOf } from '../../shared/money/formatAmount';
import { payoutAmountProblem } from './payoutAmount';

/** What the request dialog's amount field sends for a typed amount: minor units with the currency's exponent. */
const minorUnits = (text: string, currency: string, locale = 'en-US') => {
  const parsed = parseAmount(text, { locale, exponent: exponentOf(currency), currency });
  return parsed.ok ? parsed.value : parsed.error;
};

describe('the payout amount', () => {
  it('is typed in major units and sent in minor units of its currency', () => {
    expect(minorUnits('1,234.50', 'EUR')).toBe(123_450);
    expect(minorUnits('1.234,5', 'EUR', 'de-DE')).toBe(123_450);
    expect(minorUnits('1500', 'JPY')).toBe(1500);
    expect(minorUnits('1.25', 'KWD')).toBe(1250);
    expect(minorUnits('EUR 10', 'EUR')).toBe(1000);
  });

  it('refuses more decimals than the currency has, and text that is no amount', () => {
    expect(minorUnits('10.5', 'JPY')).toBe('tooManyDecimals');
    expect(minorUnits('1.234', 'EUR')).toBe('tooManyDecimals');
    expect(minorUnits('ten', 'EUR')).toBe('invalid');
    expect(minorUnits('-5', 'EUR')).toBe('negative');
  });

  it('is at least one minor unit and at most the available balance', () => {
    expect(payoutAmountProblem(null, 100)).toBe('required');
    expect(payoutAmountProblem(0, 100)).toBe('not-positive');
    expect(payoutAmountProblem(101, 100)).toBe('exceeds-available');
    expect(payoutAmountProblem(100, 100)).toBeNull();
  });
});
