import { Trans } from '@lingui/react/macro';
import { Heading, Stack, Text } from '@paydesk/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A sign-in dead end (blocked, suspended, expired): what happened and the way forward. */
export function AccountStatePage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{children}</Text>
      <Text size="sm">
        <Link to="/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </Text>
    </Stack>
  );
}
