import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from './cardInput';

describe('formatExpiryInput', () => {
  it('puts the slash after the month once the year starts, and keeps 4 digits', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('12/')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/29')).toBe('12/29');
    expect(formatExpiryInput('12 / 2999')).toBe('12/29');
    expect(formatExpiryInput('ab')).toBe('');
  });
});
