import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountStatePage } from '../../features/auth/AccountStatePage';

export const Route = createFileRoute('/_auth/account-suspended')({
  staticData: { title: msg`Account suspended` },
  component: () => (
    <AccountStatePage title={<Trans>Account suspended</Trans>}>
      <Trans>Your account is temporarily suspended. Please contact support.</Trans>
    </AccountStatePage>
  ),
});
