import { useLingui } from '@lingui/react/macro';
import { apiKeys, type ApiKey } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
import { apiKeyQueries } from './queries';

/** Revoking stops every request made with the key at once and cannot be undone: confirmed first. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const revoke = useMutation(actionMutationOptions(api, apiKeys.actions['api-keys/revoke']));
  return (
    <ConfirmedActionButton
      label={t`Revoke`}
      title={t`Revoke this API key?`}
      confirmLabel={t`Revoke key`}
      onConfirm={async () => {
        await revoke.mutateAsync({ id: apiKey.id, payload: undefined });
        toast.success(t`API key revoked`);
        await queryClient.invalidateQueries({ queryKey: apiKeyQueries.keys.detail() });
        await queryClient.invalidateQueries({ queryKey: apiKeyQueries.keys.list() });
      }}
    >
      {t`Every request made with “${apiKey.attributes.name}” is refused from now on. This cannot be undone.`}
    </ConfirmedActionButton>
  );
}
