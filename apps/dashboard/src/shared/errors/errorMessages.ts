/** The error catalogue: what a failed call means and how the app words it (SPEC §8), for every area. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, isApiError } from '@paydesk/api-client';

/** A denied action (SPEC §8), wherever it is reported: a toast, a form, a dialog. */
export const notAllowed = msg`You are not allowed to perform this action`;

/** The generic failure (SPEC §8 "General"): what the user is told when nothing more specific applies. */
export const someErrorOccurred = msg`Some error occurred. Please try again later`;

/** A money-moving action may have been carried out: never say it failed (screens word it per operation). */
export const outcomeUnknown = msg`We could not confirm this action yet. It may have been carried out: we keep checking.`;

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
  forbidden: notAllowed,
};

/** Words for one of the provider's codes: a feature's own (`featureMessages`) before the catalogue's. */
export function codeMessage(
  code: string | undefined,
  featureMessages: Readonly<Record<string, MessageDescriptor>> = {},
): MessageDescriptor | undefined {
  if (code === undefined) return undefined;
  const words = [featureMessages, byCode].find((messages) => Object.hasOwn(messages, code));
  return words?.[code];
}

/**
 * What to tell the user about a failed call as a whole: an unknown outcome as such, a known code in the app's
 * words (a feature's own `featureMessages` first), anything else as the generic failure. Errors that belong to
 * form fields go through `fieldErrors`.
 */
export function errorMessage(
  error: unknown,
  featureMessages?: Readonly<Record<string, MessageDescriptor>>,
): MessageDescriptor {
  if (error instanceof ApiError && error.kind === 'unknown-outcome') return outcomeUnknown;
  return (
    (error instanceof ApiError ? codeMessage(error.code, featureMessages) : undefined) ??
    someErrorOccurred
  );
}

/** The provider's code for a failure (its first error's), to branch on it (an account screen, a redirect). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * The provider refused (403) or does not know (404) what was asked for: to this user it does not exist, and
 * asking again would not change the answer.
 */
export function isRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}
