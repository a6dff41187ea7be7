import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SetTwoFactorPage } from '../../../features/auth/SetTwoFactorPage';

export const Route = createFileRoute('/_auth/set-2fa/$token')({
  staticData: { title: msg`Set up two-step authentication` },
  component: SetTwoFactorPage,
});
