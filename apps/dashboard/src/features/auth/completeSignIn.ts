import type { SigninResponse } from '@paydesk/api-client';
import {
  continueSignIn,
  endSignInFlow,
  nextStep,
  safeRedirect,
} from '../../shared/session/signInFlow';

/**
 * What follows a sign-in answer: the next step of the flow, or the wanted page once signed in.
 * A full page load after sign-in makes sure nothing of a previous identity survives in memory.
 */
export function completeSignIn(
  response: SigninResponse,
  redirect: string | undefined,
  goTo: (path: '/login/2fa' | '/login/identity' | '/login/password-change-required') => void,
): void {
  // The team enforces 2FA and the account has none: its setup page, with the token the answer carries.
  if (response.data.attributes.status === '2fa-setup-required') {
    endSignInFlow();
    window.location.assign(`/set-2fa/${encodeURIComponent(response.data.attributes.accessToken)}`);
    return;
  }
  const step = nextStep(response);
  if (!step) {
    endSignInFlow();
    window.location.assign(safeRedirect(redirect) ?? '/');
    return;
  }
  continueSignIn({
    step,
    accessToken: response.data.attributes.accessToken,
    identities: response.included ?? [],
    redirect,
  });
  goTo(
    step === '2fa'
      ? '/login/2fa'
      : step === 'identity'
        ? '/login/identity'
        : '/login/password-change-required',
  );
}
