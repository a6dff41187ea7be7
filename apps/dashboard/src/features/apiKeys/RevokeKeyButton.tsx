import { useLingui } from '@lingui/react/macro';
import { apiKeys, type ApiKey } from '@paydesk/api-client';
import {
  ConfirmedActionButton,
  useConfirmedAction,
} from '../../shared/forms/ConfirmedActionButton';
import { apiKeyQueries } from './queries';

/** Revoking stops every request made with the key at once and cannot be undone: confirmed first. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui();
  const revoke = useConfirmedAction(apiKeys.actions['api-keys/revoke'], {
    done: t`API key revoked`,
    refresh: [apiKeyQueries.keys.detail(), apiKeyQueries.keys.list()],
  });
  return (
    <ConfirmedActionButton
      label={t`Revoke`}
      title={t`Revoke this API key?`}
      confirmLabel={t`Revoke key`}
      onConfirm={() => revoke({ id: apiKey.id, payload: undefined })}
    >
      {t`Every request made with “${apiKey.attributes.name}” is refused from now on. This cannot be undone.`}
    </ConfirmedActionButton>
  );
}
