import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { TwoFactorPage } from '../../../features/auth/TwoFactorPage';
import { signInContinuation } from '../../../shared/session/signInFlow';

export const Route = createFileRoute('/_auth/login/2fa')({
  staticData: { title: msg`Two-step verification` },
  // Reachable only as the continuation of the login page (SPEC §2).
  beforeLoad: () => {
    const continuation = signInContinuation('2fa');
    if (!continuation) throw redirect({ to: '/login' });
    return { continuation };
  },
  component: TwoFactorPage,
});
