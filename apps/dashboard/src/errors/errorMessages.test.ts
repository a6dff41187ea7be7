import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessage, outcomeUnknown, someErrorOccurred } from './errorMessages';

describe('errorMessage', () => {
  it('never calls an unknown outcome an error', () => {
    expect(errorMessage(new ApiError({ kind: 'unknown-outcome' }))).toBe(outcomeUnknown);
    expect(errorMessage(new ApiError({ kind: 'timeout' }))).toBe(someErrorOccurred);
  });
});
