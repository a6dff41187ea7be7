import { useLingui } from '@lingui/react/macro';
import type { CurrencyBalance } from '@paydesk/api-client';
import type { Permissions } from '@paydesk/permissions';
import { Card, EmptyState, Heading, Link, PageHeader, Skeleton, Stack } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDateFormat } from '../../shared/preferences';
import { useAfterFirstPaint } from '../../shared/render/useAfterFirstPaint';
import { accountHref, readAccounts } from '../accounts';
import { BalanceChart } from './BalanceChart';
import { BalanceFigures } from './BalanceFigures';
import * as styles from './BalancesPage.css';
import { balanceQueries } from './queries';
import { UpcomingList } from './UpcomingList';

const route = getRouteApi('/_dashboard/balances');

/** The organization's money per currency: what it can pay out, what is on its way, and what moves next. */
export function BalancesPage() {
  const { t } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const { formatDateTime } = useDateFormat();
  const balances = useQuery(balanceQueries.ofOrganization(organizationId));
  const asOf = balances.data?.data.attributes.asOf;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Balances`}
        description={
          asOf
            ? t`Available, pending and reserved money per currency, as of ${formatDateTime(asOf)}.`
            : t`Available, pending and reserved money per currency.`
        }
      />
      {balances.isPending ? (
        <BalancesSkeleton />
      ) : balances.isError ? (
        <EmptyState
          variant="error"
          title={t`The balances could not be loaded.`}
          onRetry={() => void balances.refetch()}
          isRetrying={balances.isRefetching}
        />
      ) : balances.data.data.attributes.currencies.length === 0 ? (
        <EmptyState
          title={t`No balances yet`}
          description={t`Once a payment is captured, its currency's balances appear here.`}
        />
      ) : (
        balances.data.data.attributes.currencies.map((balance) => (
          <CurrencySection
            key={balance.currency}
            balance={balance}
            permissions={organization.permissions}
          />
        ))
      )}
    </Stack>
  );
}

function CurrencySection({
  balance,
  permissions,
}: {
  balance: CurrencyBalance;
  permissions: Permissions;
}) {
  const { t } = useLingui();
  const { currency } = balance;
  // The figures paint first; the chart and what moves next (most of the page's rendering) follow.
  const showDetails = useAfterFirstPaint();
  return (
    <Card
      title={currency}
      data-currency={currency}
      actions={
        permissions.allows(readAccounts) ? (
          <Link href={accountHref(balance.accountId)}>{t`${currency} account entries`}</Link>
        ) : undefined
      }
    >
      <Stack gap="lg">
        <BalanceFigures currency={currency} amounts={balance} />
        {showDetails ? (
          <div className={styles.columns}>
            <BalanceChart balance={balance} />
            <Stack gap="sm">
              <Heading level={3} size="md">{t`What moves next`}</Heading>
              <UpcomingList balance={balance} permissions={permissions} />
            </Stack>
          </div>
        ) : (
          <Skeleton shape="rect" height={240} />
        )}
      </Stack>
    </Card>
  );
}

function BalancesSkeleton() {
  return (
    <Card aria-busy>
      <Stack gap="lg">
        <Skeleton shape="text" width={80} />
        <div className={styles.skeletonFigures}>
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={96} />
        </div>
        <Skeleton shape="rect" height={240} />
      </Stack>
    </Card>
  );
}
