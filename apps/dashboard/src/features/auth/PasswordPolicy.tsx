import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRules,
  type PasswordRule,
} from '@paydesk/api-client';
import { IconCheck, IconMinus, Inline, Stack, Text } from '@paydesk/ui';
import * as styles from './PasswordPolicy.css';

const ruleText: Record<PasswordRule, MessageDescriptor> = {
  length: msg`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  letter: msg`At least one letter`,
  digit: msg`At least one digit`,
};

/**
 * The password policy as the user types: each rule of the contract's one policy (the emulator enforces the same),
 * ticked once met. The state is in the text too, not in the icon alone.
 */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const { t, i18n } = useLingui();
  return (
    <Stack
      gap="xs"
      as="ul"
      className={styles.list}
      id={id}
      aria-label={t`Password requirements`}
      data-testid="password-policy"
    >
      {passwordRules(password).map(({ rule, met }) => (
        <Inline as="li" key={rule} gap="xs" align="center" data-met={met}>
          {met ? (
            <IconCheck size="sm" tone="success" aria-label={t`Met`} />
          ) : (
            <IconMinus size="sm" tone="muted" aria-label={t`Not met yet`} />
          )}
          <Text size="sm" tone={met ? undefined : 'muted'}>
            {i18n._(ruleText[rule])}
          </Text>
        </Inline>
      ))}
    </Stack>
  );
}
