import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Heading, Stack, Text } from '@paydesk/ui';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import * as styles from './ErrorPage.css';

const title = msg`Page not found`;

/** Any unknown path: shown without sign-in. */
export function NotFound() {
  usePageTitle(title);
  return (
    <main className={styles.page}>
      <Stack gap="md" align="center">
        <Text tone="muted" size="sm">
          404
        </Text>
        <Heading level={1}>
          <Trans>Page not found</Trans>
        </Heading>
        <Text tone="muted">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Link to="/" className={styles.link}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </Stack>
    </main>
  );
}
