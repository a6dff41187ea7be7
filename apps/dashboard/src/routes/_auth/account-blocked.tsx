import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountStatePage } from '../../features/auth/AccountStatePage';

export const Route = createFileRoute('/_auth/account-blocked')({
  staticData: { title: msg`Account blocked` },
  component: () => (
    <AccountStatePage title={<Trans>Account blocked</Trans>}>
      <Trans>
        Your account was blocked after too many failed sign-in or verification attempts. Try again
        in 30 minutes, or reset your password.
      </Trans>
    </AccountStatePage>
  ),
});
