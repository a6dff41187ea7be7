import { setupI18n } from '@lingui/core';
import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { operationErrorOptions } from './operationMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const operationErrors = (error: unknown) => fieldErrors(error, i18n, operationErrorOptions);

describe('the operation errors', () => {
  it('put the over-amount error at the amount field with the spec text', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      errors: [
        {
          title: 'amount too large',
          code: 'amount-exceeds',
          source: { pointer: '/data/attributes/amount' },
        },
      ],
    });
    expect(operationErrors(error)).toEqual({
      fields: { amount: ['Amount should not exceed the transaction amount'] },
      form: null,
    });
  });

  it('report errors without a field under the form', () => {
    const forbidden = new ApiError({
      kind: 'http',
      status: 403,
      errors: [{ title: 'Forbidden', code: 'forbidden' }],
    });
    expect(operationErrors(forbidden)).toEqual({
      fields: {},
      form: 'You are not allowed to perform this action',
    });
    expect(operationErrors(new Error('offline')).form).toBe(
      'Some error occurred. Please try again later',
    );
  });
});
