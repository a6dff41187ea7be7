import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PayoutMethodsPage } from '../../features/requisites/PayoutMethodsPage';
import { readPayoutMethods } from '../../features/requisites/permissions';
import { payoutMethodQueries } from '../../features/requisites/queries';

export const Route = createFileRoute('/_dashboard/requisites')({
  staticData: { title: msg`Payout methods` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readPayoutMethods)) throw notFound();
    return { organizationId: selected.id };
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(payoutMethodQueries.ofOrganization(context.organizationId)),
  component: PayoutMethodsPage,
});
