import { Trans } from '@lingui/react/macro';
import { PageHeader, Stack } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { KeyFigures } from './KeyFigures';
import { keyFiguresOrganization } from './prefetch';
import { Welcome } from './Welcome';

const route = getRouteApi('/_dashboard/');

/** Home: the organization's key figures with transaction-statistics, otherwise a welcome with shortcuts. */
export function HomePage() {
  const { session, organization } = route.useRouteContext();
  const name = session.user.attributes.name ?? session.user.attributes.email;
  const figuresOf = keyFiguresOrganization(organization);
  return (
    <Stack gap="xl">
      <PageHeader title={<Trans>Welcome, {name}</Trans>} />
      {figuresOf ? (
        <KeyFigures organizationId={figuresOf} />
      ) : (
        <Welcome permissions={organization.permissions} />
      )}
    </Stack>
  );
}
