import { useLingui } from '@lingui/react/macro';
import type { Payout } from '@paydesk/api-client';
import { Card, Inline, InlineAlert, Link, SkeletonText, Stack, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { settlementDay } from './period';
import { settlementQueries } from './queries';
import * as styles from './PayoutSettlementsCard.css';

/** The settlements a payout paid out, each linking to its own page; a payout request's payout has none. */
export function PayoutSettlementsCard({ payout }: { payout: Payout }) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const settlements = useQuery({
    ...settlementQueries.beforePayout(payout),
    select: (answer) => answer.data.filter((item) => item.attributes.payoutId === payout.id),
  });
  return (
    <Card title={t`Settlements paid out`}>
      {settlements.isPending ? (
        <SkeletonText lines={2} />
      ) : settlements.isError ? (
        <InlineAlert tone="danger" title={t`The settlements could not be loaded.`} />
      ) : settlements.data.length === 0 ? (
        <Text>{t`This payout paid out no settlement.`}</Text>
      ) : (
        <Stack as="ul" gap="xs" className={styles.list} aria-label={t`Settlements paid out`}>
          {settlements.data.map((settlement) => (
            <Inline
              as="li"
              key={settlement.id}
              justify="between"
              gap="md"
              wrap={false}
              className={styles.item}
            >
              <Link href={`/settlement/${encodeURIComponent(settlement.id)}`}>
                {t`Settlement of ${settlementDay(settlement)}`}
              </Link>
              <Text tabular>
                {formatAmount(settlement.attributes.net, settlement.attributes.currency)}
              </Text>
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}
