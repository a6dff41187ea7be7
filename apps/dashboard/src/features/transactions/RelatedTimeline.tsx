import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@paydesk/api-client';
import { Card, InlineAlert, Link, SkeletonText, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ProviderStatus } from '../../shared/status';
import { transactionTypeLabels } from './labels';
import { formatAmount, signedAmount } from './money';
import { transactionQueries } from './queries';
import * as styles from './RelatedTimeline.css';

/** The original and its refunds, captures, cancels and chargebacks, oldest first; the open one marked. */
export function RelatedTimeline({
  transaction,
  organizationId,
  locale,
  formatDateTime,
}: {
  transaction: Transaction;
  organizationId: string;
  locale: string;
  formatDateTime: (instant: string) => string;
}) {
  const { t, i18n } = useLingui();
  const related = useQuery(
    transactionQueries.related(organizationId, {
      id: transaction.id,
      originalId: transaction.attributes.originalId,
    }),
  );
  // The open transaction comes from its own (fresher) query; the timeline adds it in its place.
  const items = useMemo(() => {
    if (!related.data) return [];
    const others = related.data.filter((item) => item.id !== transaction.id);
    return [...others, transaction].sort((a, b) =>
      a.attributes.createdAt.localeCompare(b.attributes.createdAt),
    );
  }, [related.data, transaction]);
  return (
    <Card title={t`Related transactions`} titleLevel={2}>
      {related.isPending ? (
        <SkeletonText lines={3} />
      ) : related.isError ? (
        <InlineAlert tone="danger" title={t`The related transactions could not be loaded.`} />
      ) : items.length <= 1 ? (
        <Text>{t`No refunds, captures, cancels or chargebacks.`}</Text>
      ) : (
        <ol className={styles.list} aria-label={t`Related transactions`}>
          {items.map((item) => {
            const a = item.attributes;
            const isCurrent = item.id === transaction.id;
            const type = i18n._(transactionTypeLabels[a.type]);
            return (
              <li key={item.id} className={styles.item} aria-current={isCurrent || undefined}>
                <span className={styles.date}>{formatDateTime(a.createdAt)}</span>
                <span>
                  {isCurrent ? (
                    <strong>{t`${type} (this transaction)`}</strong>
                  ) : (
                    <Link href={`/transactions/${encodeURIComponent(item.id)}`}>{type}</Link>
                  )}
                </span>
                <span className={styles.amount}>
                  {formatAmount(signedAmount(a), a.currency, locale)}
                </span>
                <ProviderStatus vocabulary="filter" status={a.status} size="sm" />
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
