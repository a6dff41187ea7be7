import { useLingui } from '@lingui/react/macro';
import type { WebhookEndpoint } from '@paydesk/api-client';
import { Card, PageHeader, Stack } from '@paydesk/ui';

import { EndpointForm } from './EndpointForm';

export interface CreateEndpointPageProps {
  organizationId: string;
  /** Project-scoped create: the endpoint is locked to this project. */
  projectId?: string;
  onCreated: (endpoint: WebhookEndpoint) => void;
  onCancel: () => void;
}

/** A new webhook endpoint: project, URL, events; then its page, where the signing secret is. */
export function CreateEndpointPage({
  organizationId,
  projectId,
  onCreated,
  onCancel,
}: CreateEndpointPageProps) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Add webhook endpoint`}
        description={t`Each event is sent as a signed POST request and retried with growing delays for about three days until your endpoint answers 2xx.`}
      />
      <Card>
        <EndpointForm
          organizationId={organizationId}
          projectId={projectId}
          onSaved={onCreated}
          onCancel={onCancel}
        />
      </Card>
    </Stack>
  );
}
