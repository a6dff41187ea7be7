import { useLingui } from '@lingui/react/macro';
import { webhookEndpoints, type WebhookEndpoint, type WebhookEventType } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  Button,
  Form,
  Inline,
  InlineAlert,
  Select,
  SelectItem,
  Stack,
  TextField,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { projectQueries } from '../projects';
import { EventPicker } from './EventPicker';
import { eventsRequired, webhookErrorMessages } from './labels';
import { webhookQueries } from './queries';

export interface EndpointFormProps {
  organizationId: string;
  /** The endpoint to edit; none creates one. */
  endpoint?: WebhookEndpoint;
  /** A project-scoped create: the project is given, not chosen. */
  projectId?: string;
  onSaved: (endpoint: WebhookEndpoint) => void;
  onCancel: () => void;
}

const formFields = ['resourceId', 'url', 'events', 'description'];

/**
 * Creates or edits an endpoint: its project (locked once made), URL, description and events. The form is not
 * sent without an event; the provider's refusals (a private address, a loopback URL of a live project) appear at
 * their fields and what was typed stays.
 */
export function EndpointForm({
  organizationId,
  endpoint,
  projectId,
  onSaved,
  onCancel,
}: EndpointFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const projects = useQuery({
    ...projectQueries.ofOrganization(organizationId),
    enabled: !endpoint && !projectId,
  });
  const [project, setProject] = useState(projectId ?? '');
  const [url, setUrl] = useState(endpoint?.attributes.url ?? '');
  const [description, setDescription] = useState(endpoint?.attributes.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.attributes.events ?? []);
  const { errors, setErrors, formError, edited, show, clear } = useFieldErrors();

  const onSuccess = async (saved: { data: WebhookEndpoint }) => {
    await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.list() });
    await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.detail() });
    toast.success(endpoint ? t`Webhook endpoint saved` : t`Webhook endpoint created`);
    onSaved(saved.data);
  };
  const onError = (error: unknown) =>
    show(fieldErrors(error, i18n, { fields: formFields, messages: webhookErrorMessages }));
  const create = useMutation({
    ...actionMutationOptions(api, webhookEndpoints.actions['webhook-endpoints/create']),
    onSuccess,
    onError,
  });
  const update = useMutation({
    ...actionMutationOptions(api, webhookEndpoints.actions['webhook-endpoints/update']),
    onSuccess,
    onError,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    if (events.length === 0) {
      setErrors({ events: [i18n._(eventsRequired)] });
      return;
    }
    const attributes = { url: url.trim(), events, description: description.trim() || null };
    if (endpoint) {
      update.mutate({
        id: endpoint.id,
        payload: { data: { type: 'webhook-endpoint', attributes } },
      });
      return;
    }
    create.mutate({
      payload: {
        data: { type: 'webhook-endpoint', attributes: { resourceId: project, ...attributes } },
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors}>
      <Stack gap="lg">
        {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
        {!endpoint && !projectId && (
          <Select
            name="resourceId"
            label={t`Project`}
            description={t`The endpoint receives the events of this project only.`}
            placeholder={t`Choose a project`}
            isRequired
            selectedKey={project || null}
            onSelectionChange={(key) => {
              setProject(String(key ?? ''));
              edited('resourceId');
            }}
            items={projects.data ?? []}
          >
            {(item) => <SelectItem id={item.id}>{item.attributes.name}</SelectItem>}
          </Select>
        )}
        <TextField
          name="url"
          type="url"
          label={t`Endpoint URL`}
          description={t`Where the provider sends the events, e.g. https://example.com/webhooks. Sandbox projects may use localhost.`}
          value={url}
          onChange={(next) => {
            setUrl(next);
            edited('url');
          }}
          isRequired
        />
        <TextField
          name="description"
          label={t`Description`}
          value={description}
          onChange={(next) => {
            setDescription(next);
            edited('description');
          }}
          maxLength={255}
        />
        <EventPicker
          value={events}
          onChange={(next) => {
            setEvents(next);
            edited('events');
          }}
          errorMessage={errors.events?.[0]}
        />
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onPress={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant="primary" isPending={create.isPending || update.isPending}>
            {endpoint ? t`Save` : t`Create endpoint`}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
