import { useLingui } from '@lingui/react/macro';
import type { WebhookEndpoint } from '@paydesk/api-client';
import { createDataTableColumnHelper, Button, Text } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useListColumns } from '../../shared/lists/columns';
import { ListPage } from '../../shared/lists/ListPage';
import { EndpointStatus, HealthText } from './EndpointStatus';
import { writeWebhooks } from './permissions';
import { webhookQueries } from './queries';

const route = getRouteApi('/_dashboard/webhook-endpoints/');
const col = createDataTableColumnHelper<WebhookEndpoint>();

/** The organization's webhook endpoints: URL, project, events, status and health (recent failure rate). */
export function WebhookEndpointsPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const navigate = route.useNavigate();
  const column = useListColumns<WebhookEndpoint>();
  const organizationId = organization.selected?.id ?? '';
  const list = useInfiniteQuery(webhookQueries.pages(organizationId));
  const table = useInfiniteTable(list, {
    errorText: t`The webhook endpoints could not be loaded.`,
    rowsOf: pageRows,
  });
  const mayWrite = organization.permissions.allows(writeWebhooks);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.url, {
          id: 'url',
          header: t`URL`,
          enableSorting: false,
          cell: (info) => (
            <Text mono truncate>
              {info.getValue()}
            </Text>
          ),
          meta: { isRowHeader: true, width: 320, grow: 2 },
        }),
        column.text('project', t`Project`, (row) => row.attributes.projectName, { grow: 1 }),
        col.accessor((row) => row.attributes.events.length, {
          id: 'events',
          header: t`Events`,
          enableSorting: false,
          cell: (info) => info.getValue(),
          meta: { numeric: true, width: 90, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: ({ row }) => <EndpointStatus endpoint={row.original} />,
          meta: { width: 130, grow: 0 },
        }),
        col.accessor((row) => row.attributes.recentFailures, {
          id: 'health',
          header: t`Health (7 days)`,
          enableSorting: false,
          cell: ({ row }) => <HealthText endpoint={row.original} />,
          meta: { width: 190, grow: 0 },
        }),
        column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
      ]),
    [t, column],
  );

  return (
    <ListPage
      title={t`Webhook endpoints`}
      description={t`URLs that receive your projects' events as signed HTTP requests, retried until they answer.`}
      actions={
        mayWrite && (
          <Button
            variant="primary"
            onPress={() => void navigate({ to: '/webhook-endpoints/create' })}
          >
            {t`Add endpoint`}
          </Button>
        )
      }
      columns={columns}
      table={table}
      getRowHref={(row) => `/webhook-endpoints/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No webhook endpoints yet`,
        description: t`Add an endpoint to receive events such as refunds and disputes as they happen.`,
      }}
    />
  );
}
