import { useLingui } from '@lingui/react/macro';
import {
  webhookDeliveryEventTypes,
  webhookDeliveryStatuses,
  type WebhookDelivery,
} from '@paydesk/api-client';
import { Inline, Select, SelectItem, Stack, Text } from '@paydesk/ui';
import { useMemo } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { ListTable } from '../../shared/lists/ListTable';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { DeliveryStatus } from './EndpointStatus';
import { deliveryStatusLabels } from './labels';
import { webhookQueries } from './queries';
import type { DeliverySearch } from './search';

const ALL = 'all';

export interface DeliveriesProps {
  endpointId: string;
  search: DeliverySearch;
  onSearch: (next: DeliverySearch) => void;
  /** The URL of a delivery's panel on this page. */
  hrefOf: (deliveryId: string) => string;
}

/** The endpoint's deliveries, newest first: status and event type filters in the URL; a row opens its panel. */
export function Deliveries({ endpointId, search, onSearch, hrefOf }: DeliveriesProps) {
  const { t, i18n } = useLingui();
  const column = useListColumns<WebhookDelivery>();
  const table = useInfiniteList(
    webhookQueries.deliveries(endpointId, search),
    t`The deliveries could not be loaded.`,
  );
  const columns = useMemo(
    () => [
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
      column.custom(
        'eventType',
        t`Event`,
        (row) => row.attributes.eventType,
        (eventType) => <Text mono>{eventType}</Text>,
        { isRowHeader: true, width: 220, grow: 1 },
      ),
      column.custom(
        'status',
        t`Status`,
        (row) => row.attributes.status,
        (status) => <DeliveryStatus status={status} />,
        { width: 130, grow: 0 },
      ),
      column.custom(
        'attempts',
        t`Attempts`,
        (row) => row.attributes.attemptCount,
        (attempts) => attempts,
        { numeric: true, width: 100, grow: 0 },
      ),
      column.custom(
        'lastStatusCode',
        t`Last response`,
        (row) => row.attributes.lastStatusCode,
        (code) => code ?? '—',
        { numeric: true, width: 130, grow: 0 },
      ),
      column.dateTime('nextAttemptAt', t`Next attempt`, (row) => row.attributes.nextAttemptAt),
    ],
    [t, column],
  );
  const filtered = Boolean(search.status || search.eventType);
  const clear = () => onSearch({});

  return (
    <Stack gap="md">
      <Inline gap="md" align="end" wrap>
        <Select
          label={t`Status`}
          selectedKey={search.status ?? ALL}
          onSelectionChange={(key) =>
            onSearch({
              ...search,
              delivery: undefined,
              status: key === ALL ? undefined : (key as DeliverySearch['status']),
            })
          }
        >
          <SelectItem id={ALL}>{t`All statuses`}</SelectItem>
          {webhookDeliveryStatuses.map((status) => (
            <SelectItem key={status} id={status}>
              {i18n._(deliveryStatusLabels[status])}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Event type`}
          selectedKey={search.eventType ?? ALL}
          onSelectionChange={(key) =>
            onSearch({
              ...search,
              delivery: undefined,
              eventType: key === ALL ? undefined : (key as DeliverySearch['eventType']),
            })
          }
        >
          <SelectItem id={ALL}>{t`All events`}</SelectItem>
          {webhookDeliveryEventTypes.map((type) => (
            <SelectItem key={type} id={type}>
              {type}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      <ListTable
        aria-label={t`Deliveries`}
        columns={columns}
        {...table}
        getRowHref={(row) => hrefOf(row.id)}
        isFiltered={filtered}
        clearFilters={clear}
        empty={{
          title: t`No deliveries yet`,
          description: t`Events of the project appear here as they are sent. Send a test event to try the endpoint.`,
        }}
        filteredEmptyTitle={t`No deliveries match these filters`}
      />
    </Stack>
  );
}
