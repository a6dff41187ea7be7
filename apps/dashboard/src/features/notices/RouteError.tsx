import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@paydesk/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { someErrorOccurred } from '../../shared/errors/errorMessages';
import { isStaleAssetError, staleAssets } from './staleAssets';

/**
 * A route that failed to load, in place of its page: a chunk gone after a deploy offers a reload (SPEC §4
 * 'outdated'); anything else says so and offers a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  // A chunk that failed to load leaves the route an empty module (see watchStaleAssets): the store knows why.
  if (isStaleAssetError(error) || staleAssets.isStale()) {
    return (
      <EmptyState
        variant="error"
        titleLevel={1}
        title={<Trans>This page could not be loaded</Trans>}
        description={<Trans>Paydesk was updated while it was open. Reload to continue.</Trans>}
        action={
          <Button variant="primary" onPress={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      variant="error"
      titleLevel={1}
      title={i18n._(someErrorOccurred)}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
