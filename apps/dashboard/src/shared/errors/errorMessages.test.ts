import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  isRefused,
  notAllowed,
  outcomeUnknown,
  someErrorOccurred,
} from './errorMessages';

const withCode = (code: string) => new ApiError({ kind: 'http', errors: [{ title: code, code }] });

describe('errorMessage', () => {
  it('never calls an unknown outcome an error', () => {
    expect(errorMessage(new ApiError({ kind: 'unknown-outcome' }))).toBe(outcomeUnknown);
    expect(errorMessage(new ApiError({ kind: 'timeout' }))).toBe(someErrorOccurred);
  });

  it('says a denied action in the catalogue’s words, and an unknown code as the generic failure', () => {
    expect(errorMessage(withCode('forbidden'))).toBe(notAllowed);
    expect(errorMessage(withCode('teapot'))).toBe(someErrorOccurred);
    expect(errorMessage(withCode('toString'))).toBe(someErrorOccurred);
  });
});

describe('isRefused', () => {
  it('is a 403 or a 404 of the provider, nothing else', () => {
    expect(isRefused(new ApiError({ kind: 'http', status: 403 }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http', status: 404 }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isRefused(new Error('404'))).toBe(false);
  });
});
