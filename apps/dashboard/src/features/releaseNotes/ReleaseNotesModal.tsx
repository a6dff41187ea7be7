import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Dialog, Modal, Stack, Text } from '@paydesk/ui';
import { useState } from 'react';
import { acknowledgeTimezoneNotice, isTimezoneNoticeAcknowledged } from './releaseNotesStorage';

/**
 * The release notice about UTC dates (SPEC §1, §4): shown until acknowledged; Close is enabled only once the
 * acknowledgement is ticked, and Escape or a click outside do not dismiss it.
 */
export function ReleaseNotesModal() {
  const [isOpen, setOpen] = useState(() => !isTimezoneNoticeAcknowledged());
  const [acknowledged, setAcknowledged] = useState(false);
  const close = () => {
    acknowledgeTimezoneNotice();
    setOpen(false);
  };
  return (
    <Modal isOpen={isOpen} isKeyboardDismissDisabled size="md">
      <Dialog
        role="alertdialog"
        title={<Trans>What's new: dates in UTC</Trans>}
        hideCloseButton
        footer={
          <Button variant="primary" isDisabled={!acknowledged} onPress={close}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <Stack gap="md">
          <Text>
            <Trans>
              Dates and times are now shown and entered in UTC (Coordinated Universal Time), the
              same for everyone on your team.
            </Trans>
          </Text>
          <Text>
            <Trans>You can choose another time zone any time in Settings → Preferences.</Trans>
          </Text>
          <Checkbox isSelected={acknowledged} onChange={setAcknowledged}>
            <Trans>I understand that dates and times are in UTC by default</Trans>
          </Checkbox>
        </Stack>
      </Dialog>
    </Modal>
  );
}
