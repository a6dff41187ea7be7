import { createFileRoute, redirect } from '@tanstack/react-router';

// The sidebar's one antifraud entry opens the rules; the lists are a link away.
export const Route = createFileRoute('/_dashboard/antifraud/')({
  beforeLoad: () => {
    throw redirect({ to: '/antifraud/rules', replace: true });
  },
});
