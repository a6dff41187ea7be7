import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountStatePage } from '../../features/auth/AccountStatePage';

export const Route = createFileRoute('/_auth/session-expired')({
  staticData: { title: msg`Session expired` },
  component: () => (
    <AccountStatePage title={<Trans>Session expired</Trans>}>
      <Trans>You were signed out after a period of inactivity. Sign in again to continue.</Trans>
    </AccountStatePage>
  ),
});
