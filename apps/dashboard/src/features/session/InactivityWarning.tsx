import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Modal, Stack, Text } from '@paydesk/ui';
import { useId } from 'react';
import { formatCountdown } from '../../shared/session/inactivity';

export interface InactivityWarningProps {
  isOpen: boolean;
  secondsLeft: number;
  /** 'Stay logged in' (and Escape): any request to the provider counts as activity. */
  onStay: () => void;
  onLogout: () => void;
  isStaying: boolean;
}

/**
 * The end-of-session warning (SPEC §4): a countdown to the automatic logout with 'Stay logged in' and 'Log out'.
 * An alert dialog, so it is announced when it opens; the countdown is a timer, which screen readers do not
 * re-read every second.
 */
export function InactivityWarning({
  isOpen,
  secondsLeft,
  onStay,
  onLogout,
  isStaying,
}: InactivityWarningProps) {
  const { t } = useLingui();
  const descriptionId = useId();
  const countdown = formatCountdown(secondsLeft);
  return (
    <Modal
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      size="sm"
    >
      <Dialog
        role="alertdialog"
        aria-describedby={descriptionId}
        title={t`Your session is about to end`}
        hideCloseButton
        footer={
          <>
            <Button onPress={onLogout}>
              <Trans>Log out</Trans>
            </Button>
            {/* The safe choice takes focus first (WAI-ARIA alertdialog). */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="primary" autoFocus isPending={isStaying} onPress={onStay}>
              <Trans>Stay logged in</Trans>
            </Button>
          </>
        }
      >
        <Stack gap="sm" id={descriptionId}>
          <Text as="p">
            <Trans>
              You have been inactive for a while. For your security you will be logged out
              automatically.
            </Trans>
          </Text>
          <Text as="p" role="timer" weight="semibold" tabular>
            <Trans>Time left: {countdown}</Trans>
          </Text>
        </Stack>
      </Dialog>
    </Modal>
  );
}
