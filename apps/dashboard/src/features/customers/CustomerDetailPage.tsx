import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@paydesk/api-client';
import {
  Card,
  DescriptionItem,
  DescriptionList,
  Heading,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatAmounts, formatCount, formatRate } from '../../shared/figures/format';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { CustomerPaymentLinks, managePaymentLinks } from '../paymentLinks';
import { CustomerSubscriptions, readSubscriptions } from '../subscriptions';
import { OwnedTransactions } from '../transactions';
import { genderLabels, payMethodLabels } from './labels';
import { customerQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/customers/$customerId');

/** One customer: every field of SPEC §3, saved tokens masked, their figures and their transactions. */
export function CustomerDetailPage() {
  const { t } = useLingui();
  const { customerId } = route.useParams();
  const { organizationId, organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(customerQueries.detail(customerId));
  const customer = data.data;
  const { attributes } = customer;
  // The header's trail reads "Customers › <name>".
  usePageTitle(attributes.name);

  return (
    <Stack gap="lg">
      <PageHeader title={attributes.name} description={attributes.email} />
      <CustomerFigures customer={customer} />
      <CustomerProfile customer={customer} />
      <SavedTokens customer={customer} />
      {organization.permissions.allows(readSubscriptions) && (
        <CustomerSubscriptions organizationId={organizationId} customerId={customer.id} />
      )}
      {attributes.email && organization.permissions.allows(managePaymentLinks) && (
        <CustomerPaymentLinks organizationId={organizationId} email={attributes.email} />
      )}
      <OwnedTransactions
        organizationId={organizationId}
        owner={{ field: 'customerId', id: customer.id }}
        title={t`Transactions`}
        empty={{ title: t`No transactions yet` }}
        detail="result"
      />
    </Stack>
  );
}

function CustomerFigures({ customer: { attributes } }: { customer: Customer }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  return (
    <Card>
      <DescriptionList columns={3} layout="stacked">
        <DescriptionItem term={t`Total spent`}>
          <Text tabular>{formatAmounts(attributes.totalSpent, locale).join(', ') || null}</Text>
        </DescriptionItem>
        <DescriptionItem term={t`Total transactions`}>
          <Text tabular>{formatCount(attributes.totalTransactions, locale)}</Text>
        </DescriptionItem>
        <DescriptionItem term={t`Failed rate`}>
          <Text tabular>{formatRate(attributes.failedRate, locale)}</Text>
        </DescriptionItem>
      </DescriptionList>
    </Card>
  );
}

function CustomerProfile({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { attributes } = customer;
  const address = attributes.billingAddress;
  return (
    <Card>
      <Stack gap="md">
        <Heading level={2}>{t`Profile`}</Heading>
        <DescriptionList columns={2} layout="stacked">
          <IdItem term={t`Customer id`} id={customer.id} />
          <DescriptionItem term={t`Name`}>{attributes.name}</DescriptionItem>
          <DescriptionItem term={t`First name`}>{attributes.firstName}</DescriptionItem>
          <DescriptionItem term={t`Last name`}>{attributes.lastName}</DescriptionItem>
          <DescriptionItem term={t`Email`} copyValue={attributes.email}>
            {attributes.email}
          </DescriptionItem>
          <DescriptionItem term={t`Phone`}>{attributes.phone}</DescriptionItem>
          <DescriptionItem term={t`Gender`}>
            {i18n._(genderLabels[attributes.gender])}
          </DescriptionItem>
          <DescriptionItem term={t`Language`}>{attributes.language}</DescriptionItem>
          <DescriptionItem term={t`Time zone`}>{attributes.timeZone}</DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
          <DescriptionItem term={t`Billing address`}>
            {address ? (
              <Text as="p" style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {[
                  address.line1,
                  address.line2,
                  [address.zipcode, address.city].join(' '),
                  address.state,
                ]
                  .filter(Boolean)
                  .join('\n')}
              </Text>
            ) : null}
          </DescriptionItem>
          <DescriptionItem term={t`Billing email`}>{attributes.billingEmail}</DescriptionItem>
          <DescriptionItem term={t`Billing phone`}>{attributes.billingPhone}</DescriptionItem>
          <DescriptionItem term={t`Contact phone`}>{attributes.contactPhone}</DescriptionItem>
        </DescriptionList>
      </Stack>
    </Card>
  );
}

/** Saved cards and accounts, only ever masked. */
function SavedTokens({ customer: { attributes } }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  return (
    <Card>
      <Stack gap="md">
        <Heading level={2}>{t`Saved tokens`}</Heading>
        {attributes.savedTokens.length === 0 ? (
          <Text tone="muted">{t`No saved cards or accounts.`}</Text>
        ) : (
          <DescriptionList layout="horizontal">
            {attributes.savedTokens.map((token) => (
              <DescriptionItem
                key={token.id}
                term={
                  token.cardBrand && token.last4
                    ? `${token.cardBrand.toUpperCase()} •••• ${token.last4}`
                    : i18n._(payMethodLabels[token.payMethod])
                }
              >
                <Text mono>{token.maskedToken}</Text>{' '}
                <Text size="sm" tone="muted">
                  {token.expiry
                    ? t`expires ${token.expiry}, saved ${formatDateTime(token.createdAt)}`
                    : t`saved ${formatDateTime(token.createdAt)}`}
                </Text>
              </DescriptionItem>
            ))}
          </DescriptionList>
        )}
      </Stack>
    </Card>
  );
}
