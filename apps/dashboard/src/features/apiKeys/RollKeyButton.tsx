import { useLingui } from '@lingui/react/macro';
import {
  apiKeyGracePeriods,
  apiKeys,
  type ApiKey,
  type ApiKeyGracePeriod,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, Radio, RadioGroup, Stack, Text, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { gracePeriodLabels } from './labels';
import { apiKeyQueries } from './queries';

/**
 * Rolling gives the key a new secret (shown once, by `onRolled`); the old one keeps working for the grace period
 * chosen here so the servers using it can switch. Confirmed first.
 */
export function RollKeyButton({
  apiKey,
  onRolled,
}: {
  apiKey: ApiKey;
  onRolled: (rolled: ApiKey) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [grace, setGrace] = useState<ApiKeyGracePeriod>('24h');
  const roll = useMutation(actionMutationOptions(api, apiKeys.actions['api-keys/roll']));
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t`Roll key`}
      </Button>
      {isOpen && (
        <AlertDialog
          isOpen
          onOpenChange={setOpen}
          title={t`Roll this API key?`}
          confirmLabel={t`Roll key`}
          onConfirm={async () => {
            const rolled = await roll.mutateAsync({
              id: apiKey.id,
              payload: { data: { type: 'api-key-roll', attributes: { gracePeriod: grace } } },
            });
            toast.success(t`API key rolled`);
            await queryClient.invalidateQueries({ queryKey: apiKeyQueries.keys.list() });
            onRolled(rolled.data);
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          <Stack gap="md">
            <Text>{t`A new secret is made and shown once. Until the grace period ends the old secret keeps working, then it stops.`}</Text>
            <RadioGroup
              name="gracePeriod"
              label={t`Old secret keeps working for`}
              value={grace}
              onChange={(next) => setGrace(next as ApiKeyGracePeriod)}
            >
              {apiKeyGracePeriods.map((period) => (
                <Radio key={period} value={period}>
                  {i18n._(gracePeriodLabels[period])}
                </Radio>
              ))}
            </RadioGroup>
          </Stack>
        </AlertDialog>
      )}
    </>
  );
}
