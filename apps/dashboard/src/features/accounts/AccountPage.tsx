import { useLingui } from '@lingui/react/macro';
import { PageHeader, Stack } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { BalanceFigures } from '../balances';
import { AccountStatements, readStatements } from '../reports';
import { AccountEntries } from './AccountEntries';
import { accountQueries } from './queries';

const route = getRouteApi('/_dashboard/accounts/$accountId');

/** One account: its three balances and its ledger entries with a running balance. */
export function AccountPage() {
  const { t } = useLingui();
  const { accountId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(accountQueries.detail(accountId));
  const { formatDateTime } = useDateFormat();
  const account = data.data;
  const { currency } = account.attributes;
  // The header's trail reads "Accounts › EUR".
  usePageTitle(currency);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`${currency} account`}
        description={t`Opened ${formatDateTime(account.attributes.createdAt)}. Every balance is the sum of the entries below.`}
      />
      <BalanceFigures currency={currency} amounts={account.attributes} />
      <AccountEntries account={account} />
      {organization.permissions.allows(readStatements) && (
        <AccountStatements accountId={accountId} />
      )}
    </Stack>
  );
}
