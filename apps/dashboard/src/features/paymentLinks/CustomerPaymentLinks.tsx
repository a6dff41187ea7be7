import { useLingui } from '@lingui/react/macro';
import type { PaymentLink } from '@paydesk/api-client';
import { Card, Inline, Link, Stack, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { ProviderStatus } from '../../shared/status';
import { paymentLinkQueries } from './queries';

/** A link is made out to the customer by its customer email or its list of defined customers. */
const isFor = (link: PaymentLink, email: string) => {
  const wanted = email.toLowerCase();
  const { customerEmail, customers } = link.attributes;
  return (
    customerEmail?.toLowerCase() === wanted ||
    customers.some((customer) => customer.toLowerCase() === wanted)
  );
};

/** The payment links made out to a customer, for the customer's page (shown to those who may manage links). */
export function CustomerPaymentLinks({
  organizationId,
  email,
}: {
  organizationId: string;
  email: string;
}) {
  const { t } = useLingui();
  const formatAmount = useFormatAmount();
  const list = useQuery(paymentLinkQueries.ofCustomer(organizationId, email));
  const links = (list.data?.data ?? []).filter((link) => isFor(link, email));
  return (
    <Card title={t`Payment links`}>
      {list.isPending ? (
        <Text tone="muted">{t`Loading…`}</Text>
      ) : list.isError ? (
        <Text tone="muted">{t`The payment links could not be loaded.`}</Text>
      ) : links.length === 0 ? (
        <Text tone="muted">{t`No payment link is made out to this customer.`}</Text>
      ) : (
        <Stack gap="sm" as="ul" aria-label={t`Payment links of this customer`}>
          {links.map((link) => (
            <Inline key={link.id} as="li" gap="sm">
              <Link href={`/payment-links/${encodeURIComponent(link.id)}`}>
                {link.attributes.description}
              </Link>
              <Text tabular>
                {formatAmount(link.attributes.amount, link.attributes.currencies[0] ?? 'EUR')}
              </Text>
              <ProviderStatus vocabulary="paymentLink" status={link.attributes.status} size="sm" />
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}
