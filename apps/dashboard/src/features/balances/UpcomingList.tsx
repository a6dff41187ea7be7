import { useLingui } from '@lingui/react/macro';
import type { CurrencyBalance } from '@paydesk/api-client';
import type { Permissions } from '@paydesk/permissions';
import { Link, Text } from '@paydesk/ui';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { upcomingKindLabels } from './labels';
import { upcomingHref } from './upcomingLinks';
import * as styles from './UpcomingList.css';

export interface UpcomingListProps {
  balance: Pick<CurrencyBalance, 'currency' | 'upcoming'>;
  permissions: Permissions;
}

/** What moves next, soonest first: settlements and reserve releases into available, payouts out to the bank. */
export function UpcomingList({ balance, permissions }: UpcomingListProps) {
  const { t, i18n } = useLingui();
  const formatAmount = useFormatAmount();
  const { formatDateTime } = useDateFormat();
  if (balance.upcoming.length === 0)
    return (
      <Text as="p" tone="muted">
        {t`Nothing is scheduled to move.`}
      </Text>
    );
  return (
    <ul className={styles.list}>
      {balance.upcoming.map((item) => {
        const label = i18n._(upcomingKindLabels[item.kind]);
        const href = upcomingHref(item.kind, permissions);
        // Payouts leave the account; settlements and releases come into available (a settlement may be net negative).
        const signed = item.kind === 'payout' ? -item.amount : item.amount;
        return (
          <li key={`${item.kind}:${item.id}`} className={styles.item} data-kind={item.kind}>
            <span>{href ? <Link href={href}>{label}</Link> : label}</span>
            <Text tabular align="end" className={styles.amount}>
              {signed > 0 ? '+' : ''}
              {formatAmount(signed, balance.currency)}
            </Text>
            <Text size="sm" tone="muted" tabular className={styles.when}>
              {formatDateTime(item.date)}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
