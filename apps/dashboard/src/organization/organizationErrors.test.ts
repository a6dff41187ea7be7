import { ApiError } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import { organizationFieldErrors } from './organizationErrors';

const pointer = (field: string) => ({ pointer: `/data/attributes/${field}` });

describe('organizationFieldErrors', () => {
  it('puts each server error at the field it names', () => {
    const error = new ApiError({
      kind: 'answer',
      errors: [
        {
          title: 'An organization with this name already exists',
          code: 'taken',
          source: pointer('name'),
        },
        { title: 'Number must be 8 digits', code: 'invalid', source: pointer('number') },
        { title: 'This number is already registered', code: 'taken', source: pointer('number') },
      ],
    });
    expect(organizationFieldErrors(error)).toEqual({
      name: ['An organization with this name already exists'],
      number: ['Number must be 8 digits', 'This number is already registered'],
    });
  });

  it('gives null when no error names a field of the form', () => {
    const error = new ApiError({
      kind: 'http',
      status: 403,
      errors: [{ title: 'Forbidden', code: 'forbidden' }],
    });
    expect(organizationFieldErrors(error)).toBeNull();
    expect(organizationFieldErrors(new Error('offline'))).toBeNull();
  });
});
