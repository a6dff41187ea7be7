import { Trans } from '@lingui/react/macro';
import { Heading, Stack, Text } from '@paydesk/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The title and short explanation at the top of every sign-in step. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="xs">
      <Heading level={1}>{title}</Heading>
      {children && <Text tone="muted">{children}</Text>}
    </Stack>
  );
}

/** The way back to the first step. */
export function BackToSignIn({ redirect }: { redirect?: string }) {
  return (
    <Text size="sm">
      <Link to="/login" search={redirect ? { redirect } : {}}>
        <Trans>Back to sign in</Trans>
      </Link>
    </Text>
  );
}
