import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/_auth/reset/$token')({
  staticData: { title: msg`Choose a new password` },
  component: ResetPasswordPage,
});
