import { useQuery } from '@tanstack/react-query';
import { useSelectedOrganization } from '../organization';
import { payoutRequestsQueryOptions } from './queries';

/** Whether the selected organization has old payout requests: the legacy sidebar entry depends on it (SPEC §2). */
export function useLegacyPayoutRequests(): boolean {
  const { id, permissions } = useSelectedOrganization();
  const { data } = useQuery({
    ...payoutRequestsQueryOptions(id ?? '', 1),
    enabled: id !== null && permissions.has('payouts.requests.read'),
    select: (answer) => answer.data.length > 0,
  });
  return data ?? false;
}
