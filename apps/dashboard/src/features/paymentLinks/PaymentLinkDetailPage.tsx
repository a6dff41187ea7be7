import { useLingui } from '@lingui/react/macro';
import { paymentLinkPagePath, type PaymentLink } from '@paydesk/api-client';
import {
  Button,
  Card,
  CopyButton,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  Inline,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { OwnedTransactions } from '../transactions';
import { DisableLinkButton } from './DisableLinkButton';
import { notifyLabels, payMethodLabels, travelKindLabels } from './labels';
import { QrCode } from '../../shared/qrCode/QrCode';
import { PaymentLinkFormModal } from './PaymentLinkFormModal';
import { paymentLinkQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/payment-links/$linkId');

/** The link's public address on the provider's origin (the emulator serves the dashboard and the page). */
const publicUrlOf = (link: PaymentLink) =>
  new URL(paymentLinkPagePath(link.attributes.token), window.location.origin).toString();

/** One payment link: its address (copy, QR code), its settings, its payments and its downloads. */
export function PaymentLinkDetailPage() {
  const { t, i18n } = useLingui();
  const { linkId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(paymentLinkQueries.detail(linkId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const [isEditing, setEditing] = useState(false);
  const link = data.data;
  const a = link.attributes;
  const currency = a.currencies[0] ?? 'EUR';
  const url = publicUrlOf(link);
  const reminderText = (days: number) =>
    days === 1 ? t`1 day before expiry` : t`${days} days before expiry`;
  const yes = t`Yes`;
  const no = t`No`;
  usePageTitle(a.description);

  return (
    <Stack gap="lg">
      <PageHeader
        title={a.description}
        meta={<ProviderStatus vocabulary="paymentLink" status={a.status} />}
        actions={
          a.status !== 'disabled' && (
            <>
              <DisableLinkButton link={link} />
              <Button variant="secondary" onPress={() => setEditing(true)}>
                {t`Edit`}
              </Button>
            </>
          )
        }
      />
      <Card title={t`Link`}>
        <Inline gap="lg" align="start" wrap>
          <QrCode value={url} alt={t`QR code of the payment link`} size={160} />
          <Stack gap="sm">
            <Text weight="medium">{t`Share this address with your customer`}</Text>
            <Inline gap="sm" align="center">
              <Text mono data-testid="payment-link-url">
                {url}
              </Text>
              <CopyButton text={url} aria-label={t`Copy payment link`} />
            </Inline>
          </Stack>
        </Inline>
      </Card>
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <IdItem term={t`Link id`} id={link.id} />
          <DescriptionItem term={a.adjustableAmount ? t`Suggested amount` : t`Amount`}>
            <Text tabular>{formatAmount(a.amount, currency)}</Text>
          </DescriptionItem>
          {a.adjustableAmount && (
            <DescriptionItem term={t`Bounds`}>
              {[a.minAmount, a.maxAmount]
                .map((bound) => (bound === null ? '–' : formatAmount(bound, currency)))
                .join(' … ')}
            </DescriptionItem>
          )}
          <DescriptionItem term={t`Paid amount`}>
            <Text tabular>{formatAmount(a.paidAmount, currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Payments`}>
            <Text tabular>{a.paidCount}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Currencies`}>{a.currencies.join(', ')}</DescriptionItem>
          <DescriptionItem term={t`Payment methods`}>
            {a.methods.map((method) => i18n._(payMethodLabels[method])).join(', ')}
          </DescriptionItem>
          <DescriptionItem term={t`Customer email`}>{a.customerEmail}</DescriptionItem>
          <DescriptionItem term={t`Customer phone`}>{a.customerPhone}</DescriptionItem>
          <DescriptionItem term={t`Expires`}>
            {a.expiresAt ? formatDateTime(a.expiresAt) : t`Never`}
          </DescriptionItem>
          {a.expirable && (
            <DescriptionItem term={t`Reminder`}>
              {a.reminderDays === null
                ? t`None`
                : a.reminderSentAt
                  ? t`${reminderText(a.reminderDays)}, sent ${formatDateTime(a.reminderSentAt)}`
                  : reminderText(a.reminderDays)}
            </DescriptionItem>
          )}
          <DescriptionItem term={t`Notify the customer`}>
            {a.notifyBy ? i18n._(notifyLabels[a.notifyBy]) : t`Don't notify`}
          </DescriptionItem>
          <DescriptionItem term={t`Reusable`}>{a.reusable ? yes : no}</DescriptionItem>
          <DescriptionItem term={t`Partial payments`}>
            {a.partialPayment ? yes : no}
          </DescriptionItem>
          <DescriptionItem term={t`Defined customers only`}>
            {a.definedCustomers ? a.customers.join(', ') : no}
          </DescriptionItem>
          <DescriptionItem term={t`Travel`}>
            {a.travelData ? i18n._(travelKindLabels[a.travelData.kind]) : no}
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>{formatDateTime(a.createdAt)}</DescriptionItem>
        </DescriptionList>
      </Card>
      {organization.selected && (
        <OwnedTransactions
          organizationId={organization.selected.id}
          owner={{ field: 'paymentLinkId', id: link.id }}
          title={t`Payments`}
          empty={{
            title: t`No payments yet`,
            description: t`Payments made on the link's page appear here.`,
          }}
          detail="card"
        />
      )}
      <Card title={t`Downloads`} description={t`Files the customer receives after paying.`}>
        {a.downloads.length === 0 ? (
          <EmptyState title={t`No downloads`} />
        ) : (
          <ul>
            {a.downloads.map((file) => (
              <li key={file.id}>
                <Text>{file.name}</Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {isEditing && organization.selected && (
        <PaymentLinkFormModal
          organizationId={organization.selected.id}
          link={link}
          isOpen
          onOpenChange={setEditing}
        />
      )}
    </Stack>
  );
}
