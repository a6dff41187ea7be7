import { setupI18n } from '@lingui/core';
import { ApiError, type ErrorObject } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './fieldErrors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const apiError = (...errors: ErrorObject[]) => new ApiError({ kind: 'http', status: 422, errors });

describe('serverFieldErrors', () => {
  it('puts each error at the field its pointer names, in the user’s words', () => {
    const error = apiError(
      {
        title: 'Current password is incorrect',
        code: 'invalid-password',
        source: { pointer: '/data/attributes/currentPassword' },
      },
      {
        title: 'Incorrect 2FA verification code',
        code: 'invalid-2fa-code',
        source: { pointer: '/data/attributes/twoFaCode' },
      },
    );
    expect(serverFieldErrors(error, i18n)).toEqual({
      currentPassword: 'Current password is incorrect',
      twoFaCode: 'Incorrect 2FA verification code',
    });
  });

  it('words a weak new password itself', () => {
    const error = apiError({
      title: 'Password must contain at least one letter and one digit',
      code: 'weak-password',
      source: { pointer: '/data/attributes/newPassword' },
    });
    expect(serverFieldErrors(error, i18n)?.newPassword).toMatch(/at least 8 characters/);
  });

  it('leaves errors without a field to the caller', () => {
    expect(serverFieldErrors(apiError({ title: 'Oops', code: '500' }), i18n)).toBeNull();
    expect(serverFieldErrors(new Error('network'), i18n)).toBeNull();
  });
});
