import { useLingui } from '@lingui/react/macro';
import { openDisputeStates, routes, type Dispute } from '@paydesk/api-client';
import {
  Card,
  DescriptionItem,
  DescriptionList,
  Heading,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
  formatFileSize,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus } from '../../shared/status';
import { AskSupportButton } from '../mailbox';
import { AcceptDisputeButton } from './AcceptDisputeButton';
import { Deadline } from './Deadline';
import { DisputeTransactionCard } from './DisputeTransactionCard';
import { EvidenceForm } from './EvidenceForm';
import { cardSchemeLabels, disputeResolutionLabels, disputeTypeLabels } from './labels';
import { answerDisputes } from './permissions';
import { disputeQueries } from './queries';
import { IdItem } from '../../shared/details/IdItem';

const route = getRouteApi('/_dashboard/disputes/$disputeId');

const isOpen = (dispute: Dispute) =>
  (openDisputeStates as readonly string[]).includes(dispute.attributes.state);

/** One dispute: what it is about, the disputed payment, past evidence, and the answers the user may give. */
export function DisputeDetailPage() {
  const { t, i18n } = useLingui();
  const { disputeId } = route.useParams();
  const { organization } = route.useRouteContext();
  const { data } = useSuspenseQuery(disputeQueries.detail(disputeId));
  const { formatDateTime } = useDateFormat();
  const formatAmount = useFormatAmount();
  const dispute = data.data;
  const { attributes } = dispute;
  // The header's trail reads "Disputes › <id>".
  usePageTitle(disputeId);
  const transaction = data.included?.find(
    (item) => item.id === dispute.relationships.transaction.data.id,
  );
  const canAnswer = isOpen(dispute) && organization.permissions.allows(answerDisputes);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Dispute of ${formatAmount(attributes.amount, attributes.currency)}`}
        meta={<ProviderStatus vocabulary="dispute" status={attributes.state} />}
        description={`${attributes.reasonCode} · ${attributes.reasonDescription}`}
        actions={
          <Inline gap="sm">
            {organization.selected && (
              <AskSupportButton
                organizationId={organization.selected.id}
                about={{ type: 'dispute', id: dispute.id }}
                allows={(meta) => organization.permissions.allows(meta)}
              />
            )}
            {canAnswer && <AcceptDisputeButton dispute={dispute} />}
          </Inline>
        }
      />
      <Card>
        <Stack gap="md">
          <Heading level={2}>{t`Details`}</Heading>
          <DescriptionList columns={2} layout="stacked">
            <IdItem term={t`Dispute id`} id={dispute.id} />
            <DescriptionItem term={t`Type`}>
              {i18n._(disputeTypeLabels[attributes.type])}
            </DescriptionItem>
            <DescriptionItem term={t`Reason code`}>
              <Text mono>{attributes.reasonCode}</Text> {attributes.reasonDescription} (
              {i18n._(cardSchemeLabels[attributes.scheme])})
            </DescriptionItem>
            <DescriptionItem term={t`Amount`}>
              <Text tabular>{formatAmount(attributes.amount, attributes.currency)}</Text>
            </DescriptionItem>
            <DescriptionItem term={t`Created`}>
              {formatDateTime(attributes.createdAt)}
            </DescriptionItem>
            <DescriptionItem term={t`Response deadline`}>
              {attributes.responseDeadline ? (
                <Deadline deadline={attributes.responseDeadline} />
              ) : null}
            </DescriptionItem>
            <DescriptionItem term={t`Resolved`}>
              {attributes.resolvedAt ? formatDateTime(attributes.resolvedAt) : null}
            </DescriptionItem>
            <DescriptionItem term={t`Resolution`}>
              {attributes.resolution
                ? i18n._(disputeResolutionLabels[attributes.resolution])
                : null}
            </DescriptionItem>
          </DescriptionList>
        </Stack>
      </Card>
      {transaction && <DisputeTransactionCard transaction={transaction} />}
      {attributes.evidence.length > 0 && (
        <Card>
          <Stack gap="md">
            <Heading level={2}>{t`Submitted evidence`}</Heading>
            {attributes.evidence.map((evidence) => (
              <Stack gap="xs" key={evidence.id}>
                <Text size="sm" tone="muted">
                  {t`Submitted ${formatDateTime(evidence.submittedAt)}`}
                </Text>
                <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
                  {evidence.text}
                </Text>
                {evidence.attachments.length > 0 && (
                  <ul aria-label={t`Attachments`}>
                    {evidence.attachments.map((file) => (
                      <li key={file.id}>
                        <Link href={routes.file(file.id)} download={file.name} target="_self">
                          {file.name}
                        </Link>{' '}
                        <Text size="sm" tone="muted">
                          ({formatFileSize(file.size, i18n.locale)})
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      {canAnswer && <EvidenceForm key={dispute.id} dispute={dispute} />}
    </Stack>
  );
}
