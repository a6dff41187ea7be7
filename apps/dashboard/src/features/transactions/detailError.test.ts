import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { detailErrorKind } from './detailError';

const http = (status: number) =>
  new ApiError({ kind: 'http', status, errors: [{ title: 'x', code: 'forbidden' }] });

describe('detailErrorKind', () => {
  it('tells a refused read (the spec text) from an unknown transaction and other failures', () => {
    expect(detailErrorKind(http(403))).toBe('denied');
    expect(detailErrorKind(http(404))).toBe('not-found');
    expect(detailErrorKind(http(500))).toBe('failed');
    expect(detailErrorKind(new Error('offline'))).toBe('failed');
  });
});
