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

/**
 * The same-origin path to follow after sign-in, or undefined. Decided by the URL parser the browser will use, never
 * by string prefix: `/\host`, `/%09/host` (a tab once decoded) and their kin are other origins to it.
 */
export function safeRedirect(
  target: unknown,
  origin: string = window.location.origin,
): string | undefined {
  if (typeof target !== 'string' || target === '') return undefined;
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  // A path such as `//host` is same-origin here but protocol-relative once assigned back to the location.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/** The page the browser shows now, as a path to come back to after signing in. */
export function wantedPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
) {
  return `${location.pathname}${location.search}${location.hash}`;
}
