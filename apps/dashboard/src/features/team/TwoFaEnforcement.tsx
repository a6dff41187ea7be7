import { Trans, useLingui } from '@lingui/react/macro';
import { team } from '@paydesk/api-client';
import { Button, StatusBadge, Stack, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, useConfirmedAction } from '../../shared/forms/ConfirmedActionButton';
import { teamQueries } from './queries';
import * as css from './team.css';

export interface TwoFaEnforcementProps {
  organizationId: string;
  canWrite: boolean;
}

/**
 * Team-wide two-step authentication: its state, and (for those who manage the team) turning it on after a
 * confirmation that names every member who will be asked to set it up, or off.
 */
export function TwoFaEnforcement({ organizationId, canWrite }: TwoFaEnforcementProps) {
  const { t } = useLingui();
  const settingsQuery = teamQueries.settings(organizationId);
  const settings = useQuery(settingsQuery);
  const [isOpen, setOpen] = useState(false);
  const turnTo = !settings.data?.data.attributes.twoFaEnforced;
  const change = useConfirmedAction(team.actions['team/setTwoFaEnforcement'], {
    done: turnTo
      ? t`Two-step authentication is now required`
      : t`Two-step authentication is no longer required`,
    // The answer is the settings as they now are.
    answerIs: settingsQuery.queryKey,
  });
  if (!settings.data) return null;
  const { twoFaEnforced, membersWithoutTwoFa } = settings.data.data.attributes;

  return (
    <>
      {twoFaEnforced && (
        <StatusBadge tone="success" data-testid="two-fa-enforced">
          {t`Two-step authentication required`}
        </StatusBadge>
      )}
      {canWrite && (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {twoFaEnforced
            ? t`Stop requiring two-step authentication`
            : t`Require two-step authentication`}
        </Button>
      )}
      {isOpen && (
        <ConfirmDialog
          onClose={() => setOpen(false)}
          variant={turnTo ? 'primary' : 'danger'}
          title={
            turnTo
              ? t`Require two-step authentication?`
              : t`Stop requiring two-step authentication?`
          }
          confirmLabel={turnTo ? t`Require for everyone` : t`Stop requiring`}
          onConfirm={() =>
            change({
              payload: {
                data: {
                  type: 'team-settings',
                  attributes: { resourceId: organizationId, twoFaEnforced: turnTo },
                },
              },
            })
          }
        >
          {turnTo ? (
            membersWithoutTwoFa.length === 0 ? (
              <Text>{t`Every member already uses two-step authentication.`}</Text>
            ) : (
              <Stack gap="sm">
                <Text>
                  <Trans>
                    These members have not set up two-step authentication. Each gets an email with a
                    set-up link, and must finish it at their next sign-in:
                  </Trans>
                </Text>
                <ul className={css.people} aria-label={t`Members who will be asked`}>
                  {membersWithoutTwoFa.map((person) => (
                    <li key={person.id}>
                      <Text>{`${person.name} (${person.email})`}</Text>
                    </li>
                  ))}
                </ul>
              </Stack>
            )
          ) : (
            <Text>{t`Members may then sign in with their password alone.`}</Text>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
