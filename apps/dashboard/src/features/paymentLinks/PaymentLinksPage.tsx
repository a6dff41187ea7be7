import { useLingui } from '@lingui/react/macro';
import { paymentLinkStatuses } from '@paydesk/api-client';
import { Button, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useDatedListPage } from '../../shared/lists/useDatedListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { PaymentLinkFormModal } from './PaymentLinkFormModal';
import { paymentLinkQueries } from './queries';
import { PAYMENT_LINK_DATE_FIELD, paymentLinkSearchSchema } from './search';

const route = getRouteApi('/_dashboard/payment-links/');

/** The payment links of the selected organization: search, filters and sort in the URL, cursor pages. */
export function PaymentLinksPage() {
  const { t } = useLingui();
  const { organizationId, column, filter, tableProps } = useDatedListPage(
    useListRoute(route),
    { queries: paymentLinkQueries, schema: paymentLinkSearchSchema },
    t`The payment links could not be loaded.`,
  );
  const formatAmount = useFormatAmount();
  const [isCreating, setCreating] = useState(false);

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.period(PAYMENT_LINK_DATE_FIELD, t`Created`),
      filter.status('paymentLink', paymentLinkStatuses),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime(PAYMENT_LINK_DATE_FIELD, t`Created`, (row) => row.attributes.createdAt, {
        sortable: true,
      }),
      column.text('description', t`Description`, (row) => row.attributes.description, {
        isRowHeader: true,
        width: 260,
        grow: 2,
      }),
      column.status(t`Status`, 'paymentLink', (row) => row.attributes.status, { width: 150 }),
      column.text(
        'amount',
        t`Amount`,
        ({ attributes: { amount, currencies, adjustableAmount } }) => {
          const text = formatAmount(amount, currencies[0] ?? 'EUR');
          return adjustableAmount ? t`${text}, adjustable` : text;
        },
        { numeric: true, width: 220, grow: 0 },
      ),
      column.dateTime('expiresAt', t`Expires`, (row) => row.attributes.expiresAt, {
        emptyText: t`Never`,
      }),
      column.text('paidCount', t`Payments`, (row) => String(row.attributes.paidCount), {
        numeric: true,
        width: 110,
        grow: 0,
      }),
    ],
    [t, column, formatAmount],
  );

  return (
    <ListPage
      title={t`Payment links`}
      description={t`Pages where your customers pay you without any code: share the link by email, SMS or QR code.`}
      actions={
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t`Create payment link`}
        </Button>
      }
      searchLabel={t`Search by description, customer email or link id`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      getRowHref={(row) => `/payment-links/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No payment links yet`,
        description: t`Create a link, send it to a customer, and see here when it is paid.`,
      }}
      filteredEmptyTitle={t`No payment links match these filters`}
    >
      {isCreating && (
        <PaymentLinkFormModal organizationId={organizationId} isOpen onOpenChange={setCreating} />
      )}
    </ListPage>
  );
}
