import { Heading, Stack, Text } from '@paydesk/ui';

import type { ReactNode } from 'react';

/** A sign-in dead end (blocked, suspended, expired): what happened and the way forward. */
import { BackToSignIn } from './AuthHeading';

export function AccountStatePage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{children}</Text>
      <BackToSignIn />
    </Stack>
  );
}
