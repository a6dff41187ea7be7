import { useLingui } from '@lingui/react/macro';
import { webhookEndpoints, type WebhookEndpoint } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AlertDialog, Button, Card, Inline, SecretField, Stack, Text, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { webhookQueries } from './queries';

/**
 * The signing secret: hidden until asked for (only its first characters show), then revealed with copy; rotating
 * it is confirmed first, since receivers must switch to the new secret.
 */
export function SigningSecret({
  endpoint,
  mayWrite,
}: {
  endpoint: WebhookEndpoint;
  mayWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [isRotating, setRotating] = useState(false);
  const reveal = useMutation({
    ...actionMutationOptions(api, webhookEndpoints.actions['webhook-endpoints/revealSecret']),
    onSuccess: (answer) => setSecret(answer.data.attributes.secret),
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  const rotate = useMutation(
    actionMutationOptions(api, webhookEndpoints.actions['webhook-endpoints/rotateSecret']),
  );

  return (
    <Card
      title={t`Signing secret`}
      description={t`Verify each webhook's signature with this secret (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).`}
    >
      <Stack gap="md">
        {secret ? (
          <SecretField label={t`Signing secret`} value={secret} defaultRevealed />
        ) : (
          <Inline gap="sm" align="center">
            <Text mono data-testid="secret-hint">
              {endpoint.attributes.secretHint}
            </Text>
            {mayWrite && (
              <Button
                variant="secondary"
                size="sm"
                isPending={reveal.isPending}
                onPress={() => reveal.mutate({ id: endpoint.id, payload: undefined })}
              >
                {t`Reveal secret`}
              </Button>
            )}
          </Inline>
        )}
        {mayWrite && (
          <Inline gap="sm">
            <Button variant="secondary" size="sm" onPress={() => setRotating(true)}>
              {t`Rotate secret`}
            </Button>
          </Inline>
        )}
      </Stack>
      {isRotating && (
        <AlertDialog
          isOpen
          onOpenChange={setRotating}
          variant="danger"
          title={t`Rotate the signing secret?`}
          confirmLabel={t`Rotate secret`}
          onConfirm={async () => {
            const answer = await rotate.mutateAsync({ id: endpoint.id, payload: undefined });
            setSecret(answer.data.attributes.secret);
            toast.success(t`Signing secret rotated`);
            await queryClient.invalidateQueries({ queryKey: webhookQueries.keys.detail() });
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {t`Webhooks are signed with the new secret from now on. Update your receiver, or it will refuse them.`}
        </AlertDialog>
      )}
    </Card>
  );
}
