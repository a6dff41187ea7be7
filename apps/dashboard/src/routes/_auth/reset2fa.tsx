import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetTwoFactorRequestPage } from '../../features/auth/ResetTwoFactorRequestPage';

export const Route = createFileRoute('/_auth/reset2fa')({
  staticData: { title: msg`Reset two-step authentication` },
  component: ResetTwoFactorRequestPage,
});
