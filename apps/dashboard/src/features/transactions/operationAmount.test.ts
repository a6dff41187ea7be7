import { describe, expect, it } from 'vitest';
import { operationAmountProblem } from './operationAmount';

describe('operationAmountProblem', () => {
  it('accepts anything from one minor unit up to what remains', () => {
    expect(operationAmountProblem(1, 500)).toBeNull();
    expect(operationAmountProblem(500, 500)).toBeNull();
  });

  it('refuses empty, zero, negative, fractional and too large amounts', () => {
    expect(operationAmountProblem(null, 500)).toBe('required');
    expect(operationAmountProblem(0, 500)).toBe('not-positive');
    expect(operationAmountProblem(-1, 500)).toBe('not-positive');
    expect(operationAmountProblem(1.5, 500)).toBe('not-positive');
    expect(operationAmountProblem(501, 500)).toBe('exceeds');
  });
});
