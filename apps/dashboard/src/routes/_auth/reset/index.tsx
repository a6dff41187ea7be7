import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '../../../features/auth/ResetRequestPage';

export const Route = createFileRoute('/_auth/reset/')({
  component: ResetRequestPage,
});
