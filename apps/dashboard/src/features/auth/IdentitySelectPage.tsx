import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { AuthHeading } from './AuthHeading';
import { completeSignIn } from './completeSignIn';

const route = getRouteApi('/_auth/login/identity');

/** Identity select: the user belongs to several merchants and picks the workspace to open. */
export function IdentitySelectPage() {
  const { i18n } = useLingui();
  const { continuation } = route.useRouteContext();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (identityId: string) => {
    setPendingId(identityId);
    setError(null);
    try {
      const response = await api.selectIdentity({
        accessToken: continuation.accessToken,
        identityId,
      });
      completeSignIn(response, continuation.redirect, (to) => void navigate({ to }));
    } catch (failure) {
      setError(i18n._(errorMessage(failure)));
      setPendingId(null);
    }
  };

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Choose a workspace</Trans>}>
        <Trans>Your account belongs to several merchants. Which one do you want to open?</Trans>
      </AuthHeading>
      {continuation.identities.length === 0 ? (
        <Text role="alert" tone="danger">
          <Trans>No available identities found</Trans>
        </Text>
      ) : (
        <Stack gap="sm" as="ul" role="list">
          {continuation.identities.map((identity) => (
            <li key={identity.id}>
              <Button
                fullWidth
                size="lg"
                isPending={pendingId === identity.id}
                isDisabled={pendingId !== null && pendingId !== identity.id}
                onPress={() => void choose(identity.id)}
              >
                {identity.attributes.name}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
    </Stack>
  );
}
