import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, EmptyState } from '@paydesk/ui';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';

const notConfiguredTitle = msg`Your account is not configured yet`;
const noAccessTitle = msg`Your access not yet configured`;

/** The user has no organizations (SPEC §2 "account not configured"). */
export function AccountNotConfigured({ onCreate }: { onCreate?: () => void }) {
  usePageTitle(notConfiguredTitle);
  return (
    <EmptyState
      titleLevel={1}
      title={<Trans>Your account is not configured yet</Trans>}
      description={
        onCreate ? (
          <Trans>Create your first organization to start working with Paydesk.</Trans>
        ) : (
          <Trans>Your administrator has not added you to an organization yet.</Trans>
        )
      }
      action={
        onCreate && (
          <Button variant="primary" onPress={onCreate}>
            <Trans>Create organization</Trans>
          </Button>
        )
      }
    />
  );
}

/** The user lacks identities.resource-tree.read (SPEC §2 "no accesses yet"). */
export function NoAccessYet() {
  usePageTitle(noAccessTitle);
  return (
    <EmptyState
      titleLevel={1}
      title={<Trans>Your access not yet configured</Trans>}
      description={
        <Trans>
          Ask your administrator to give you access to an organization. You can still change your
          settings meanwhile.
        </Trans>
      }
    />
  );
}
