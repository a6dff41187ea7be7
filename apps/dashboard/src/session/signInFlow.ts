import type { SigninResponse } from '@paydesk/api-client';

/** The steps that may follow the password (SPEC §4): each page is reachable only as a continuation. */
export type SignInStep = '2fa' | 'identity' | 'password-change-required';

export interface SignInContinuation {
  step: SignInStep;
  /** Carries the flow to the next step. */
  accessToken: string;
  identities: NonNullable<SigninResponse['included']>;
  /** Where to go once signed in. */
  redirect: string | undefined;
}

// Kept in memory on purpose: a reload or a pasted URL of an intermediate page starts over at login.
let continuation: SignInContinuation | null = null;

export function continueSignIn(next: SignInContinuation): void {
  continuation = next;
}

/** The pending continuation if it is for this step. */
export function signInContinuation(step: SignInStep): SignInContinuation | null {
  return continuation?.step === step ? continuation : null;
}

export function endSignInFlow(): void {
  continuation = null;
}

const stepOfStatus: Partial<Record<SigninResponse['data']['attributes']['status'], SignInStep>> = {
  '2fa-required': '2fa',
  'identity-select': 'identity',
  'password-change-required': 'password-change-required',
};

/** Maps a sign-in answer to the next step, or null once signed in. */
export function nextStep(response: SigninResponse): SignInStep | null {
  return stepOfStatus[response.data.attributes.status] ?? null;
}

/** Only same-origin paths are followed after sign-in. */
export function safeRedirect(target: unknown): string | undefined {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : undefined;
}

/** The page the browser shows now, as a path to come back to after signing in. */
export function wantedPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
) {
  return `${location.pathname}${location.search}${location.hash}`;
}
