import { useLingui } from '@lingui/react/macro';
import type { ApiKey } from '@paydesk/api-client';
import { Banner, Button, Card, CopyButton, Inline, PageHeader, Stack, Text } from '@paydesk/ui';

export interface SecretOnceProps {
  apiKey: ApiKey;
  /** Where "Done" leads: the key's page. */
  onDone: () => void;
  title: string;
}

/**
 * The one time a key's secret is shown (after create or roll): copy it now, it is kept only as a hash and cannot
 * be shown again. The secret lives in this component's props only — never in the URL or the query cache.
 */
export function SecretOnce({ apiKey, onDone, title }: SecretOnceProps) {
  const { t } = useLingui();
  const secret = apiKey.attributes.secret ?? '';
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Banner tone="warning" title={t`Copy this secret now`}>
        {t`This is the only time the secret of “${apiKey.attributes.name}” is shown. We keep only a hash of it, so it cannot be shown again. If you lose it, roll the key to get a new one.`}
      </Banner>
      <Card title={t`Secret key`}>
        <Stack gap="md">
          <Inline gap="sm" align="center" wrap>
            <Text mono data-testid="api-key-secret">
              {secret}
            </Text>
            <CopyButton text={secret} aria-label={t`Copy secret key`} />
          </Inline>
          <Text tone="muted" size="sm">
            {t`Send it as Authorization: Bearer <secret> with each request to the API.`}
          </Text>
          <Inline gap="sm">
            <Button variant="primary" onPress={onDone}>
              {t`I have copied the secret`}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
