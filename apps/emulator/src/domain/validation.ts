import { ApiError } from './errors.js';

/** A required text attribute of at most `max` characters (blank is missing), or a 422 pointing at it. */
export function requiredText(value: unknown, name: string, max = 500): string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) {
    throw new ApiError(422, [
      {
        title: `${name} is required`,
        code: 'invalid',
        source: { pointer: `/data/attributes/${name}` },
      },
    ]);
  }
  return value;
}
