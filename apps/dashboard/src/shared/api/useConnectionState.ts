import type { ConnectionState } from '@paydesk/api-client';
import { useSyncExternalStore } from 'react';
import { api } from './client';

/** The push connection's state, for the "Reconnecting..." indicator. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (onChange) => api.onConnectionState(onChange),
    () => api.connectionState,
  );
}
