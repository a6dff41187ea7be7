import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PasswordChangeRequiredPage } from '../../../features/auth/PasswordChangeRequiredPage';
import { signInContinuation } from '../../../shared/session/signInFlow';

export const Route = createFileRoute('/_auth/login/password-change-required')({
  staticData: { title: msg`Change your password` },
  beforeLoad: () => {
    const continuation = signInContinuation('password-change-required');
    if (!continuation) throw redirect({ to: '/login' });
    return { continuation };
  },
  component: PasswordChangeRequiredPage,
});
