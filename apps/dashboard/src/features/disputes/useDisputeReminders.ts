import { useLingui } from '@lingui/react/macro';
import { toast } from '@paydesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenClientLoaded } from '../../shared/api/loadedClient';
import { useDateFormat } from '../../shared/preferences';
import { disputeQueries } from './queries';

/**
 * Dispute deadline reminders pushed by the provider (7, 3 and 1 days before a response deadline): a warning toast
 * that links to the dispute and stays until closed (it has an action), and the disputes refetch, so a list sorted
 * or filtered by time left follows. The same reminder is in the mailbox. Used once, by every signed-in page.
 */
export function useDisputeReminders(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { t } = useLingui();
  const { formatDateTime } = useDateFormat();
  useEffect(() => {
    let stop = () => {};
    const stopWaiting = whenClientLoaded((api) => {
      stop = api.events.on('disputeReminder', (reminder) => {
        void queryClient.invalidateQueries({ queryKey: disputeQueries.keys.list() });
        void queryClient.invalidateQueries({ queryKey: disputeQueries.keys.detail() });
        const days = reminder.daysBefore;
        const deadline = formatDateTime(reminder.responseDeadline);
        toast.warning(
          // Thresholds are 7, 3 and 1: "1 day" is the only singular (English and German alike).
          days === 1
            ? t`A dispute needs your response within 1 day`
            : t`A dispute needs your response within ${days} days`,
          {
            description: t`Dispute ${reminder.disputeId} is due ${deadline}. Accept it or submit evidence before then.`,
            action: {
              label: t`View dispute`,
              onAction: () =>
                void router.navigate({
                  to: '/disputes/$disputeId',
                  params: { disputeId: reminder.disputeId },
                }),
            },
          },
        );
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, [queryClient, router, t, formatDateTime]);
}
