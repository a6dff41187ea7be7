import { useLingui } from '@lingui/react/macro';
import { webhookEndpoints, type WebhookEndpoint } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { webhookQueries } from './queries';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';

const actions = webhookEndpoints.actions;

/** Send a test event, enable or disable, edit and delete (the last confirmed). */
export function EndpointActions({
  endpoint,
  onEdit,
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.detail() });
    await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.list() });
    await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.deliveries() });
  };
  const onError = (error: unknown) => toast.error(i18n._(errorMessage(error)));
  const sendTest = useMutation({
    ...actionMutationOptions(api, actions['webhook-endpoints/sendTest']),
    onSuccess: async (answer) => {
      const ok = answer.data.attributes.status === 'delivered';
      if (ok) toast.success(t`Test event delivered`);
      else toast.error(t`The test event was not accepted; see its attempt below.`);
      await refresh();
    },
    onError,
  });
  const toggle = useMutation({
    ...actionMutationOptions(
      api,
      endpoint.attributes.status === 'enabled'
        ? actions['webhook-endpoints/disable']
        : actions['webhook-endpoints/enable'],
    ),
    onSuccess: async (answer) => {
      toast.success(
        answer.data.attributes.status === 'enabled' ? t`Endpoint enabled` : t`Endpoint disabled`,
      );
      await refresh();
    },
    onError,
  });
  const remove = useConfirmedAction(actions['webhook-endpoints/remove'], {
    done: t`Webhook endpoint deleted`,
    refresh: [webhookQueries.keys.list()],
  });
  const enabled = endpoint.attributes.status === 'enabled';

  return (
    <>
      {enabled && (
        <Button
          variant="secondary"
          isPending={sendTest.isPending}
          onPress={() => sendTest.mutate({ id: endpoint.id, payload: undefined })}
        >
          {t`Send test event`}
        </Button>
      )}
      <Button
        variant="secondary"
        isPending={toggle.isPending}
        onPress={() => toggle.mutate({ id: endpoint.id, payload: undefined })}
      >
        {enabled ? t`Disable` : t`Enable`}
      </Button>
      <Button variant="secondary" onPress={onEdit}>
        {t`Edit`}
      </Button>
      <ConfirmedActionButton
        label={t`Delete`}
        title={t`Delete this webhook endpoint?`}
        confirmLabel={t`Delete endpoint`}
        onConfirm={async () => {
          await remove({ id: endpoint.id, payload: undefined });
          onDeleted();
        }}
      >
        {t`No more events are sent to it, and its deliveries are deleted. This cannot be undone.`}
      </ConfirmedActionButton>
    </>
  );
}
