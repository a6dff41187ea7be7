import { setupI18n } from '@lingui/core';
import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { operationAmountProblem } from './operationAmount';
import { operationErrors } from './operationMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

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

describe('operationErrors', () => {
  it('puts the over-amount error at the amount field with the spec text', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      errors: [
        {
          title: 'Amount should not exceed the transaction amount',
          code: 'amount-exceeds',
          source: { pointer: '/data/attributes/amount' },
        },
      ],
    });
    expect(operationErrors(error, i18n)).toEqual({
      fields: { amount: 'Amount should not exceed the transaction amount' },
      form: null,
    });
  });

  it('reports errors without a field under the form', () => {
    const forbidden = new ApiError({
      kind: 'http',
      status: 403,
      errors: [{ title: 'Forbidden', code: 'forbidden' }],
    });
    expect(operationErrors(forbidden, i18n)).toEqual({
      fields: {},
      form: 'You are not allowed to perform this action',
    });
    expect(operationErrors(new Error('offline'), i18n).form).toBe(
      'Some error occurred. Please try again later',
    );
  });
});
