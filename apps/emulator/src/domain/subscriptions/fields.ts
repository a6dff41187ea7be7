/** Field checks of plan and subscription writes: each refusal on its `/data/attributes/…` pointer. */
import { SUBSCRIPTION_ERRORS } from '@paydesk/api-client';
import { ApiError, type ErrorObject } from '../errors.js';

export type SubscriptionErrorKey = keyof typeof SUBSCRIPTION_ERRORS;

/** Collects refusals so one answer names every wrong field. */
export class FieldErrors {
  private readonly errors: ErrorObject[] = [];

  add(field: string, key: SubscriptionErrorKey): void {
    if (this.errors.some((error) => error.source?.pointer === `/data/attributes/${field}`)) return;
    this.errors.push({
      title: SUBSCRIPTION_ERRORS[key],
      code: key,
      source: { pointer: `/data/attributes/${field}` },
    });
  }

  /** Throws a 422 with every refusal, if any. */
  check(): void {
    if (this.errors.length > 0) throw new ApiError(422, this.errors);
  }
}

/** A whole number within bounds, or undefined. */
export const wholeNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;

/** A percentage 0…100 with at most two decimals, or undefined. */
export const percent = (value: unknown): number | undefined =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= 100 &&
  Math.round(value * 100) === value * 100
    ? value
    : undefined;

/** A refusal of the subscription's current status (409, no field). */
export const notAllowedNow = () =>
  new ApiError(409, [{ title: SUBSCRIPTION_ERRORS.notAllowed, code: 'not-allowed' }]);
