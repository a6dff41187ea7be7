import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '../../../features/auth/ResetRequestPage';

export const Route = createFileRoute('/_auth/reset/')({
  staticData: { title: msg`Reset password` },
  component: ResetRequestPage,
});
