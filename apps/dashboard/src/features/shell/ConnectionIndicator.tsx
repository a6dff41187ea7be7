import { Trans } from '@lingui/react/macro';
import { Inline, Spinner, Text } from '@paydesk/ui';
import { useConnectionState } from '../../api/useConnectionState';

/** Shown while the push channel is down and the client is retrying (SPEC §4 "Real-time connection"). */
export function ConnectionIndicator() {
  const state = useConnectionState();
  if (state === 'connected' || state === 'disconnected') return null;
  return (
    <Inline gap="xs" role="status">
      <Spinner size="sm" aria-hidden />
      <Text size="sm" tone="muted">
        <Trans>Reconnecting...</Trans>
      </Text>
    </Inline>
  );
}
