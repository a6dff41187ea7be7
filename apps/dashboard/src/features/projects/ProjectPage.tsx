import { Trans, useLingui } from '@lingui/react/macro';
import {
  Card,
  createDataTableColumnHelper,
  DataTable,
  DescriptionItem,
  DescriptionList,
  Heading,
  IdText,
  PageHeader,
  Stack,
} from '@paydesk/ui';
import type { ProjectDetails } from '@paydesk/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDateFormat } from '../../shared/preferences';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { projectQueries } from './queries';
import { integrationLabels } from './labels';
import { ModeBadge } from './ModeBadge';

type Channel = ProjectDetails['attributes']['channels'][number];
const col = createDataTableColumnHelper<Channel>();

/** One project of the selected organization: its settings, counts and payment channels. */
export function ProjectPage({ projectId }: { projectId: string }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { data: project } = useSuspenseQuery(projectQueries.one(projectId));
  const { data: details } = useSuspenseQuery(projectQueries.details(projectId));
  const { name, mode, integrationType, url, createdAt } = project.data.attributes;
  const { apiKeyCount, webhookEndpointCount, channels } = details.data.attributes;
  usePageTitle(name);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: t`Channel`, meta: { isRowHeader: true, grow: 2 } }),
        col.accessor('currency', { header: t`Currency`, meta: { width: 120 } }),
        col.accessor('id', {
          header: t`ID`,
          cell: (info) => <IdText value={info.getValue()} />,
          meta: { width: 240 },
        }),
      ]),
    [t],
  );

  return (
    <Stack gap="xl">
      <PageHeader title={name} meta={<ModeBadge mode={mode} />} />
      <Card>
        <DescriptionList>
          <DescriptionItem term={t`ID`} copyValue={project.data.id}>
            <IdText value={project.data.id} />
          </DescriptionItem>
          <DescriptionItem term={t`Integration`}>
            {i18n._(integrationLabels[integrationType])}
          </DescriptionItem>
          <DescriptionItem term={t`Website`}>{url ?? '—'}</DescriptionItem>
          <DescriptionItem term={t`Created`}>{formatDateTime(createdAt)}</DescriptionItem>
          <DescriptionItem term={t`API keys`}>{apiKeyCount}</DescriptionItem>
          <DescriptionItem term={t`Webhook endpoints`}>{webhookEndpointCount}</DescriptionItem>
        </DescriptionList>
      </Card>
      <Stack gap="md">
        <Heading level={2}>
          <Trans>Payment channels</Trans>
        </Heading>
        <DataTable
          aria-label={t`Payment channels`}
          columns={columns}
          data={channels}
          getRowId={(row) => row.id}
          emptyState={<Trans>This project has no payment channels yet.</Trans>}
        />
      </Stack>
    </Stack>
  );
}
