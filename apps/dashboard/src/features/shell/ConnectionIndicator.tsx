import { Trans } from '@lingui/react/macro';
import { Inline, Spinner, Text } from '@paydesk/ui';
import { useConnectionState } from '../../shared/api/useConnectionState';

/**
 * Shown while the push channel is down and the client is retrying (SPEC §4 "Real-time connection"). The status
 * region stays in the page and only its content changes, so screen readers announce "Reconnecting...".
 */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const reconnecting = state !== 'connected' && state !== 'disconnected';
  return (
    <div role="status">
      {reconnecting && (
        <Inline gap="xs">
          {/* Decorative: the text says it. The wrapper hides it, RAC's progress bar drops aria-hidden. */}
          <span aria-hidden>
            <Spinner size="sm" />
          </span>
          <Text size="sm" tone="muted">
            <Trans>Reconnecting...</Trans>
          </Text>
        </Inline>
      )}
    </div>
  );
}
