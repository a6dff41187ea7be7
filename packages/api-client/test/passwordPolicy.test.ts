import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRules } from '../src/contract/passwordPolicy.js';

describe('password policy', () => {
  it('ticks each rule as the password grows', () => {
    const met = (password: string) =>
      passwordRules(password)
        .filter((rule) => rule.met)
        .map((rule) => rule.rule);
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['letter']);
    expect(met('abcdefgh')).toEqual(['length', 'letter']);
    expect(met('abcdefg1')).toEqual(['length', 'letter', 'digit']);
    expect(met(`a1${'x'.repeat(127)}`)).toEqual(['letter', 'digit']);
  });

  it('answers the provider’s words for the first broken rule, or null', () => {
    expect(passwordProblem('a1')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe(
      'Password must be at most 128 characters long',
    );
    expect(passwordProblem('abcdefgh')).toBe(
      'Password must contain at least one letter and one digit',
    );
    expect(passwordProblem('Paydesk-demo-1')).toBeNull();
  });
});
