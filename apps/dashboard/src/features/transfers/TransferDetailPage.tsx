import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList, Link, PageHeader, Stack, Text } from '@paydesk/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { projectQueries } from '../projects';
import { cardBrandNames } from '../transactions';
import { transferQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/transfers/$transferId');

/** One transfer: amount, status, the card as far as it is kept (BIN and last 4), and its transaction. */
export function TransferDetailPage() {
  const { t } = useLingui();
  const { transferId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(transferQueries.detail(transferId));
  const projects = useQuery(projectQueries.ofOrganization(organization.selected?.id ?? ''));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const transfer = data.data;
  const { attributes } = transfer;
  const { card } = attributes;
  const projectId = transfer.relationships.project.data.id;
  const projectName =
    projects.data?.find((project) => project.id === projectId)?.attributes.name ?? projectId;
  // The header's trail reads "Transfers › <id>".
  usePageTitle(transferId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Transfer of ${formatAmount(attributes.amount, attributes.currency)}`}
        meta={<ProviderStatus vocabulary="filter" status={attributes.status} />}
      />
      <Card title={t`Details`}>
        <DescriptionList columns={2} layout="stacked">
          <IdItem term={t`Transfer id`} id={transfer.id} />
          <DescriptionItem term={t`Amount`}>
            <Text tabular>{formatAmount(attributes.amount, attributes.currency)}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Project`}>{projectName}</DescriptionItem>
          <DescriptionItem term={t`Description`}>
            {attributes.meta.description ?? t`None`}
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>
            {formatDateTime(attributes.createdAt)}
          </DescriptionItem>
          <DescriptionItem term={t`Processed`}>
            {attributes.processedAt ? formatDateTime(attributes.processedAt) : t`Not yet`}
          </DescriptionItem>
          <DescriptionItem term={t`Transaction`}>
            <Link href={`/transactions/${encodeURIComponent(transfer.id)}`}>
              {t`Open in transactions`}
            </Link>
          </DescriptionItem>
        </DescriptionList>
      </Card>
      <Card title={t`Card`}>
        {card ? (
          <DescriptionList columns={2} layout="stacked">
            <DescriptionItem term={t`Card`}>
              {cardBrandNames[card.brand]} •••• {card.last4}
            </DescriptionItem>
            <DescriptionItem term={t`BIN`}>
              <Text mono>{card.bin}</Text>
            </DescriptionItem>
            <DescriptionItem term={t`Cardholder`}>{card.holderName}</DescriptionItem>
            <DescriptionItem term={t`Expiry date`}>
              <Text tabular>{card.expiry}</Text>
            </DescriptionItem>
          </DescriptionList>
        ) : (
          <Text>{t`No card details`}</Text>
        )}
      </Card>
    </Stack>
  );
}
