import { useLingui } from '@lingui/react/macro';
import {
  Banner,
  Card,
  DescriptionItem,
  DescriptionList,
  Dialog,
  Modal,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrganizationScope } from '../organization';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { Deliveries } from './Deliveries';
import { DeliveryPanel } from './DeliveryPanel';
import { EndpointActions } from './EndpointActions';
import { EndpointForm } from './EndpointForm';
import { EndpointStatus, HealthText } from './EndpointStatus';
import { writeWebhooks } from './permissions';
import { webhookQueries } from './queries';
import type { DeliverySearch } from './search';
import { SigningSecret } from './SigningSecret';
import { useDeliveryChanges } from './useDeliveryChanges';

export interface EndpointDetailPageProps {
  endpointId: string;
  organization: OrganizationScope;
  search: DeliverySearch;
  onSearch: (next: DeliverySearch) => void;
  /** This page's path (the org-wide or the project-scoped one), for the deliveries' links. */
  path: string;
  onDeleted: () => void;
}

/** One endpoint: URL, events, health, signing secret, actions, and its deliveries with their attempts. */
export function EndpointDetailPage({
  endpointId,
  organization,
  search,
  onSearch,
  path,
  onDeleted,
}: EndpointDetailPageProps) {
  const { t } = useLingui();
  const { formatDateTime } = useDateFormat();
  const { data } = useSuspenseQuery(webhookQueries.detail(endpointId));
  const [isEditing, setEditing] = useState(false);
  useDeliveryChanges();
  const endpoint = data.data;
  const a = endpoint.attributes;
  const mayWrite = organization.permissions.allows(writeWebhooks);
  usePageTitle(a.url);
  const hrefOf = (deliveryId: string) => {
    const query = new URLSearchParams();
    if (search.status) query.set('status', search.status);
    if (search.eventType) query.set('eventType', search.eventType);
    query.set('delivery', deliveryId);
    return `${path}?${query.toString()}`;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={a.url}
        meta={<EndpointStatus endpoint={endpoint} />}
        actions={
          mayWrite && (
            <EndpointActions
              endpoint={endpoint}
              onEdit={() => setEditing(true)}
              onDeleted={onDeleted}
            />
          )
        }
      />
      {a.disabledReason === 'failing' && (
        <Banner tone="danger" title={t`Disabled after days of failed deliveries`}>
          {t`Every delivery failed for days, so the provider stopped sending. Fix the receiver, then enable the endpoint.`}
        </Banner>
      )}
      <Card title={t`Endpoint`}>
        <DescriptionList columns={2}>
          <DescriptionItem term={t`URL`} copyValue={a.url}>
            <Text mono>{a.url}</Text>
          </DescriptionItem>
          <DescriptionItem term={t`Project`}>{a.projectName}</DescriptionItem>
          <DescriptionItem term={t`Description`}>{a.description ?? '—'}</DescriptionItem>
          <DescriptionItem term={t`Health (7 days)`}>
            <HealthText endpoint={endpoint} />
          </DescriptionItem>
          <DescriptionItem term={t`Created`}>{formatDateTime(a.createdAt)}</DescriptionItem>
          <DescriptionItem term={t`Failing since`}>
            {a.failingSince ? formatDateTime(a.failingSince) : '—'}
          </DescriptionItem>
          <DescriptionItem term={t`Events (${a.events.length})`}>
            <Text mono>{a.events.join(', ')}</Text>
          </DescriptionItem>
        </DescriptionList>
      </Card>
      <SigningSecret endpoint={endpoint} mayWrite={mayWrite} />
      <Card title={t`Deliveries`}>
        <Deliveries endpointId={endpoint.id} search={search} onSearch={onSearch} hrefOf={hrefOf} />
      </Card>
      {search.delivery && (
        <DeliveryPanel
          deliveryId={search.delivery}
          mayWrite={mayWrite}
          onClose={() => onSearch({ ...search, delivery: undefined })}
        />
      )}
      {isEditing && (
        <Modal isOpen onOpenChange={setEditing} size="lg">
          <Dialog title={t`Edit webhook endpoint`}>
            <EndpointForm
              organizationId={a.organizationId}
              endpoint={endpoint}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </Dialog>
        </Modal>
      )}
    </Stack>
  );
}
