import { createFileRoute, redirect } from '@tanstack/react-router';

// Until the signed-in shell exists, the home page sends visitors to sign in.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login' });
  },
});
