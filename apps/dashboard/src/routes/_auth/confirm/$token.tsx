import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmAccountPage } from '../../../features/auth/ConfirmAccountPage';

export const Route = createFileRoute('/_auth/confirm/$token')({
  staticData: { title: msg`Set your password` },
  component: ConfirmAccountPage,
});
