import { useLingui } from '@lingui/react/macro';
import type { BalanceBucket } from '@paydesk/api-client';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { FigureCard, FigureGrid } from '../../shared/figures/FigureCards';
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
    <FigureGrid>
      {figureOrder.map((bucket) => (
        <FigureCard
          key={bucket}
          data-bucket={bucket}
          term={i18n._(bucketLabels[bucket])}
          detail={i18n._(bucketDescriptions[bucket])}
        >
          {formatAmount(amounts[bucket], currency)}
        </FigureCard>
      ))}
    </FigureGrid>
  );
}
