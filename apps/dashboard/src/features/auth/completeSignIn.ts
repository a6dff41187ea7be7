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
