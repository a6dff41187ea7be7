import { Trans } from '@lingui/react/macro';
import { Card, Heading, PageHeader, Stack, Text } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/_dashboard/');

/** Home: a welcome with the user's name. */
export function HomePage() {
  const { session } = route.useRouteContext();
  const name = session.user.attributes.name ?? session.user.attributes.email;
  return (
    <Stack gap="xl">
      <PageHeader title={<Trans>Welcome, {name}</Trans>} />
      <Card>
        <Stack gap="sm">
          <Heading level={2}>
            <Trans>Getting around</Trans>
          </Heading>
          <Text tone="muted">
            <Trans>Use the sidebar to open projects, transactions, reports and settings.</Trans>
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
