import { useLingui } from '@lingui/react/macro';
import {
  apiKeyGracePeriods,
  apiKeys,
  type ApiKey,
  type ApiKeyGracePeriod,
} from '@paydesk/api-client';
import { Radio, RadioGroup, Stack, Text } from '@paydesk/ui';
import { useState } from 'react';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
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
  const [grace, setGrace] = useState<ApiKeyGracePeriod>('24h');
  const roll = useConfirmedAction(apiKeys.actions['api-keys/roll'], {
    done: t`API key rolled`,
    refresh: [apiKeyQueries.keys.list()],
  });
  return (
    <ConfirmedActionButton
      variant="primary"
      label={t`Roll key`}
      title={t`Roll this API key?`}
      confirmLabel={t`Roll key`}
      onConfirm={async () => {
        const rolled = await roll({
          id: apiKey.id,
          payload: { data: { type: 'api-key-roll', attributes: { gracePeriod: grace } } },
        });
        onRolled(rolled.data);
      }}
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
    </ConfirmedActionButton>
  );
}
