import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/AuthLayout';

// Pages that need no sign-in.
export const Route = createFileRoute('/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
