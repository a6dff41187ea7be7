import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { IdentitySelectPage } from '../../../features/auth/IdentitySelectPage';
import { signInContinuation } from '../../../shared/session/signInFlow';

export const Route = createFileRoute('/_auth/login/identity')({
  staticData: { title: msg`Choose a workspace` },
  // Reachable only as the continuation of login or 2FA (SPEC §2).
  beforeLoad: () => {
    const continuation = signInContinuation('identity');
    if (!continuation) throw redirect({ to: '/login' });
    return { continuation };
  },
  component: IdentitySelectPage,
});
