import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../../features/accounts/AccountsPage';
import { accountQueries } from '../../../features/accounts/queries';

export const Route = createFileRoute('/_dashboard/accounts/')({
  staticData: { title: msg`Accounts` },
  // A failure is left to the table, which shows it with a retry.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(accountQueries.list(context.organizationId))
      .then(() => undefined)
      .catch(() => undefined),
  component: AccountsPage,
});
