import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@paydesk/api-client';

/** The provider's error codes the app words itself (SPEC §8), in the user's language. */
const byCode: Record<string, MessageDescriptor> = {
  'invalid-credentials': msg`Incorrect login or password`,
  'invalid-2fa-code': msg`Incorrect 2FA verification code`,
  'account-blocked': msg`Your account is blocked after too many failed attempts. Try again in 30 minutes or reset your password.`,
  'account-suspended': msg`Your account is temporarily suspended. Please contact support.`,
  'no-active-identities': msg`No active identities`,
  'no-available-identities': msg`No available identities found`,
  'sign-in-step-expired': msg`Your session expired. Please sign in again.`,
  'token-expired': msg`This link has expired. Request a new one.`,
  'token-invalid': msg`This link is invalid or was already used.`,
  forbidden: msg`You are not allowed to perform this action`,
};

export const someErrorOccurred = msg`Some error occurred. Please try again later`;

/** A money-moving action may have been carried out: never say it failed (screens word it per operation). */
export const outcomeUnknown = msg`We could not confirm this action yet. It may have been carried out: we keep checking.`;

/** The one error mapper: what to tell the user about a failed call. */
export function errorMessage(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.kind === 'unknown-outcome') return outcomeUnknown;
  if (error instanceof ApiError && error.code && byCode[error.code]) return byCode[error.code]!;
  return someErrorOccurred;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
