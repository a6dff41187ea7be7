import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Inline, Text } from '@paydesk/ui';
import { Temporal } from 'temporal-polyfill';
import { useDateFormat } from '../../shared/preferences';
import { deadlineStatus } from './deadline';

/**
 * A response deadline: the absolute date with the days left beside it (DESIGN "Dates"), highlighted when close
 * and marked 'Overdue' after; an em dash when nothing is expected from the merchant.
 */
export function Deadline({ deadline }: { deadline: string | null }) {
  const { formatDateTime, timeZone } = useDateFormat();
  if (!deadline) return <Text tone="muted">—</Text>;
  const { daysLeft, urgency } = deadlineStatus(deadline, Temporal.Now.instant(), timeZone);
  return (
    <Inline gap="xs" align="center" wrap={false}>
      <time dateTime={deadline}>{formatDateTime(deadline)}</time>
      {urgency === 'overdue' ? (
        <Badge tone="danger" size="sm">
          <Trans>Overdue</Trans>
        </Badge>
      ) : (
        <Badge tone={urgency === 'close' ? 'warning' : 'neutral'} size="sm">
          {daysLeft === 0 ? (
            <Trans>Due today</Trans>
          ) : (
            <Plural value={daysLeft} one="# day left" other="# days left" />
          )}
        </Badge>
      )}
    </Inline>
  );
}
