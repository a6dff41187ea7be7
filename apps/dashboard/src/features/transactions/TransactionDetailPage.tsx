import { useLingui } from '@lingui/react/macro';
import {
  transactionOperationLimits,
  transactionOperationPermissions,
  transactionOperations,
  type Customer,
  type TransactionOperation,
} from '@paydesk/api-client';
import { Button, EmptyState, Inline, PageHeader, SkeletonText, Stack } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AskSupportButton } from '../mailbox';
import { intlLocale, isLocale, defaultLocale } from '../../shared/i18n/locales';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import {
  AmountsSection,
  DatesSection,
  MetaSection,
  PaymentMethodSection,
  ReferencesSection,
  StatusSection,
  ThreeDsSection,
  TravelSection,
  type DetailContext,
} from './DetailSections';
import { detailErrorKind, detailErrorMessages } from './detailError';
import * as styles from './TransactionDetailPage.css';
import { transactionTypeLabels } from './labels';
import { formatAmount, signedAmount } from './money';
import { OperationDialog } from './OperationDialog';
import { operationTitles } from './operationMessages';
import { useProjectNames } from '../projects';
import { transactionQueries } from './queries';
import { RelatedTimeline } from './RelatedTimeline';
import { useTransactionsScope } from './useTransactionsScope';

const route = getRouteApi('/_dashboard/transactions/$transactionId');

/** /transactions/{id}: every field group, the related transactions, and refund / capture / cancel. */
export function TransactionDetailPage() {
  const { t, i18n } = useLingui();
  const { transactionId } = route.useParams();
  const { organizationId, permissions } = useTransactionsScope();
  const { formatDateTime } = useDateFormat();
  const projectNames = useProjectNames();
  const locale = intlLocale[isLocale(i18n.locale) ? i18n.locale : defaultLocale];
  const detail = useQuery(transactionQueries.detail(transactionId));
  const [operation, setOperation] = useState<TransactionOperation | null>(null);

  // The header's trail reads "Transactions › <id>".
  usePageTitle(transactionId);

  if (detail.isPending) {
    return (
      <Stack gap="lg">
        <PageHeader title={t`Transaction`} />
        <SkeletonText lines={6} />
      </Stack>
    );
  }
  if (detail.isError) {
    const kind = detailErrorKind(detail.error);
    return (
      <Stack gap="lg">
        <PageHeader title={t`Transaction`} />
        <EmptyState
          variant="error"
          title={i18n._(detailErrorMessages[kind])}
          onRetry={kind === 'failed' ? () => void detail.refetch() : undefined}
          isRetrying={detail.isFetching}
        />
      </Stack>
    );
  }

  const transaction = detail.data.data;
  const a = transaction.attributes;
  const customer = (detail.data.included ?? []).find(
    (item): item is Customer => item.id === transaction.relationships.customer.data?.id,
  );
  const context: DetailContext = {
    transaction,
    customer,
    locale,
    formatDateTime,
    projectName: projectNames.get(transaction.relationships.project.data.id),
  };
  const limits = transactionOperationLimits(a);
  // A button shows only when the user may do it and there is something left to do.
  const available = transactionOperations.filter(
    (name) => limits[name] > 0 && permissions.has(transactionOperationPermissions[name]),
  );
  const type = i18n._(transactionTypeLabels[a.type]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={`${type} ${formatAmount(signedAmount(a), a.currency, locale)}`}
        meta={
          <Inline gap="sm">
            <ProviderStatus vocabulary="filter" status={a.status} />
            <ProviderStatus vocabulary="transactionResult" status={a.result} />
          </Inline>
        }
        actions={
          <Inline gap="sm">
            <AskSupportButton
              organizationId={organizationId}
              about={{ type: 'transaction', id: transaction.id }}
              allows={(meta) => permissions.allows(meta)}
            />
            {available.map((name) => (
              <Button
                key={name}
                variant={name === 'cancel' ? 'secondary' : 'primary'}
                onPress={() => setOperation(name)}
              >
                {i18n._(operationTitles[name])}
              </Button>
            ))}
          </Inline>
        }
      />
      <div className={styles.grid}>
        <AmountsSection {...context} />
        <StatusSection {...context} />
        <DatesSection {...context} />
        <PaymentMethodSection {...context} />
        <ThreeDsSection {...context} />
        <ReferencesSection {...context} />
        <MetaSection {...context} />
        <TravelSection {...context} />
      </div>
      <RelatedTimeline
        transaction={transaction}
        organizationId={organizationId}
        locale={locale}
        formatDateTime={formatDateTime}
      />
      {operation && (
        <OperationDialog
          key={`${operation}-${limits[operation]}`}
          operation={operation}
          transaction={transaction}
          remaining={limits[operation]}
          locale={locale}
          isOpen
          onOpenChange={(open) => {
            if (!open) setOperation(null);
          }}
        />
      )}
    </Stack>
  );
}
