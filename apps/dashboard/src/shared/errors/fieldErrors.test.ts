import { setupI18n } from '@lingui/core';
import { ApiError, type ErrorObject } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const apiError = (...errors: ErrorObject[]) => new ApiError({ kind: 'http', status: 422, errors });
const at = (field: string) => ({ pointer: `/data/attributes/${field}` });

describe('fieldErrors', () => {
  it('puts each error at the field its pointer names, with every error of a field', () => {
    const error = apiError(
      { title: 'An organization with this name already exists', code: 'taken', source: at('name') },
      { title: 'Number must be 8 digits', code: 'invalid', source: at('number') },
      { title: 'This number is already registered', code: 'taken', source: at('number') },
    );
    expect(fieldErrors(error, i18n, { fields: ['name', 'number'] })).toEqual({
      fields: {
        name: ['An organization with this name already exists'],
        number: ['Number must be 8 digits', 'This number is already registered'],
      },
      form: null,
    });
  });

  it('words known codes: the feature’s words first, then the catalogue’s', () => {
    const error = apiError(
      { title: 'Wrong password', code: 'invalid-password', source: at('currentPassword') },
      { title: 'Bad code', code: 'invalid-2fa-code', source: at('twoFaCode') },
    );
    const messages = {
      'invalid-password': { id: 'test.invalid-password', message: 'Current password is incorrect' },
    };
    expect(
      fieldErrors(error, i18n, { fields: ['currentPassword', 'twoFaCode'], messages }).fields,
    ).toEqual({
      currentPassword: ['Current password is incorrect'],
      twoFaCode: ['Incorrect 2FA verification code'],
    });
  });

  it('gives the form what names no field of the form', () => {
    const error = apiError(
      { title: 'Too much', code: 'amount-exceeds', source: at('amount') },
      { title: 'Create a secret first', code: 'no-pending-secret', source: at('secret') },
    );
    expect(fieldErrors(error, i18n, { fields: ['amount'] })).toEqual({
      fields: { amount: ['Too much'] },
      form: 'Some error occurred. Please try again later',
    });
  });

  it('says a denied action in the catalogue’s words', () => {
    const forbidden = new ApiError({
      kind: 'http',
      status: 403,
      errors: [{ title: 'Forbidden', code: 'forbidden' }],
    });
    expect(fieldErrors(forbidden, i18n, { fields: ['name'] })).toEqual({
      fields: {},
      form: 'You are not allowed to perform this action',
    });
  });

  it('shows the server’s title for an unknown refusal where the feature asks for it', () => {
    const refused = new ApiError({
      kind: 'answer',
      errors: [{ title: 'Refused by the issuer', code: 'refused' }],
    });
    expect(fieldErrors(refused, i18n, { fields: ['amount'] }).form).toBe(
      'Some error occurred. Please try again later',
    );
    expect(fieldErrors(refused, i18n, { fields: ['amount'], formFallback: 'title' }).form).toBe(
      'Refused by the issuer',
    );
  });

  it('words a failure without errors as a whole', () => {
    expect(fieldErrors(new Error('offline'), i18n, { fields: ['name'] })).toEqual({
      fields: {},
      form: 'Some error occurred. Please try again later',
    });
    expect(fieldErrors(new ApiError({ kind: 'unknown-outcome' }), i18n, { fields: [] }).form).toBe(
      'We could not confirm this action yet. It may have been carried out: we keep checking.',
    );
  });

  it('puts an error at the field the feature reads from it, else where its pointer names', () => {
    const error = apiError(
      { title: 'Enter a value', code: 'invalid', source: at('conditions/1/value') },
      { title: 'Too long', code: 'invalid', source: at('name') },
    );
    const clause = (problem: ErrorObject) =>
      /\/conditions\/(\d+)\/value$/.exec(problem.source?.pointer ?? '')?.[1];
    expect(
      fieldErrors(error, i18n, {
        fields: ['name', 'condition-1'],
        fieldOf: (problem) => {
          const index = clause(problem);
          return index === undefined ? undefined : `condition-${index}`;
        },
      }),
    ).toEqual({ fields: { 'condition-1': ['Enter a value'], name: ['Too long'] }, form: null });
  });

  it('words the server’s titles in the feature’s words, where no code has words', () => {
    const error = apiError(
      { title: 'Line 2: Invalid BIN', code: 'invalid', source: at('csv') },
      { title: 'Forbidden', code: 'forbidden', source: at('csv') },
      { title: 'List is full', code: 'full' },
    );
    const titleText = (title: string) => title.toUpperCase();
    expect(fieldErrors(error, i18n, { fields: ['csv'], titleText })).toEqual({
      fields: { csv: ['LINE 2: INVALID BIN', 'You are not allowed to perform this action'] },
      form: 'Some error occurred. Please try again later',
    });
    expect(fieldErrors(error, i18n, { fields: [], titleText, formFallback: 'title' }).form).toBe(
      'LINE 2: INVALID BIN',
    );
  });
});
