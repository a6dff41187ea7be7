import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@paydesk/api-client';
import { Card, DescriptionItem, DescriptionList, Heading, Link, Stack, Text } from '@paydesk/ui';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';

/** The disputed payment, linking to its own page (and to its customer). */
export function DisputeTransactionCard({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const { attributes } = transaction;
  const customerId = transaction.relationships.customer.data?.id;
  return (
    <Card>
      <Stack gap="md">
        <Heading level={2}>{t`Disputed payment`}</Heading>
        <DescriptionList columns={2} layout="stacked">
          <DescriptionItem
            term={t`Transaction`}
            copyValue={transaction.id}
            termText={t`transaction id`}
          >
            <Link href={`/transactions/${transaction.id}`}>
              <Text mono>{transaction.id}</Text>
            </Link>
          </DescriptionItem>
          <DescriptionItem term={t`Amount`}>
            <Text tabular>{formatAmount(attributes.amount, attributes.currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Status`}>
            <ProviderStatus vocabulary="filter" status={attributes.status} size="sm" />
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
          <DescriptionItem term={t`Card`}>
            {attributes.card ? (
              <Text mono>{`${attributes.card.bin} •••• ${attributes.card.last4}`}</Text>
            ) : null}
          </DescriptionItem>
          <DescriptionItem term={t`Reference`}>
            {attributes.referenceId ? <Text mono>{attributes.referenceId}</Text> : null}
          </DescriptionItem>
          <DescriptionItem term={t`Customer`}>
            {customerId ? <Link href={`/customers/${customerId}`}>{t`View customer`}</Link> : null}
          </DescriptionItem>
        </DescriptionList>
      </Stack>
    </Card>
  );
}
