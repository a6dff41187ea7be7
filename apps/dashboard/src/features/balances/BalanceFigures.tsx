import { useLingui } from '@lingui/react/macro';
import type { BalanceBucket } from '@paydesk/api-client';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import * as styles from './BalanceFigures.css';
import { bucketDescriptions, bucketLabels } from './labels';

/** What a merchant can pay out comes first (the contract lists buckets in the order money moves). */
export const figureOrder = [
  'available',
  'pending',
  'reserved',
] as const satisfies readonly BalanceBucket[];

export interface BalanceFiguresProps {
  currency: string;
  amounts: Record<BalanceBucket, number>;
}

/** One currency's available, pending and reserved amounts as figure cards, available first. */
export function BalanceFigures({ currency, amounts }: BalanceFiguresProps) {
  const { i18n } = useLingui();
  const formatAmount = useFormatAmount();
  return (
    <dl className={styles.grid}>
      {figureOrder.map((bucket) => (
        <div key={bucket} className={styles.figure} data-bucket={bucket}>
          <dt className={styles.term}>{i18n._(bucketLabels[bucket])}</dt>
          <dd className={styles.value}>{formatAmount(amounts[bucket], currency)}</dd>
          <dd className={styles.detail}>{i18n._(bucketDescriptions[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}
