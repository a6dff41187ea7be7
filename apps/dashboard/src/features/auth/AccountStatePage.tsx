import { Heading, Stack, Text } from '@paydesk/ui';
import type { ReactNode } from 'react';
import { BackToSignIn } from './AuthHeading';

/** A sign-in dead end (blocked, suspended, expired): what happened and the way forward. */
export function AccountStatePage({
  title,
  children,
  redirect,
}: {
  title: ReactNode;
  children: ReactNode;
  /** The page to return to once signed in again (after an inactivity logout). */
  redirect?: string;
}) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{children}</Text>
      <BackToSignIn redirect={redirect} />
    </Stack>
  );
}
