import { useLingui } from '@lingui/react/macro';
import {
  DISPUTE_EVIDENCE_MAX_FILES,
  DISPUTE_EVIDENCE_MAX_LENGTH,
  payments,
  type Dispute,
} from '@paydesk/api-client';
import { Button, Card, Heading, Inline, Stack, Text, TextArea } from '@paydesk/ui';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog, useConfirmedAction } from '../../shared/forms/ConfirmedActionButton';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { disputeQueries } from './queries';
import { AttachmentsField } from '../uploads';
import { useEvidenceUploads } from './useEvidenceUploads';

/** Evidence for an open dispute: a statement and files, uploaded as chosen, submitted after a confirmation. */
export function EvidenceForm({ dispute }: { dispute: Dispute }) {
  const { t } = useLingui();
  const headingId = useId();
  const formatAmount = useFormatAmount();
  const uploads = useEvidenceUploads();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);
  const submit = useConfirmedAction(payments.actions['disputes/submitEvidence'], {
    done: t`Evidence submitted`,
    refresh: [disputeQueries.keys.detail(), disputeQueries.keys.list()],
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setTextError(t`Describe why the payment is valid.`);
      return;
    }
    setTextError(undefined);
    if (uploads.isUploading || uploads.hasProblems) return;
    setConfirming(true);
  };

  const send = async () => {
    await submit({
      id: dispute.id,
      payload: {
        data: {
          type: 'dispute-evidence',
          attributes: { text: text.trim() },
          relationships: {
            attachments: { data: uploads.fileIds.map((id) => ({ type: 'file' as const, id })) },
          },
        },
      },
    });
    setText('');
    uploads.reset();
  };

  const { amount, currency } = dispute.attributes;
  return (
    <Card>
      <form aria-labelledby={headingId} onSubmit={review} noValidate>
        <Stack gap="md">
          <Heading level={2} id={headingId}>
            {t`Submit evidence`}
          </Heading>
          <Text tone="muted">
            {t`Explain why the payment is valid and attach receipts, delivery confirmations or correspondence. After submitting, the dispute waits for the card scheme's decision.`}
          </Text>
          <TextArea
            label={t`Statement`}
            value={text}
            onChange={setText}
            isRequired
            maxLength={DISPUTE_EVIDENCE_MAX_LENGTH}
            rows={6}
            isInvalid={Boolean(textError)}
            errorMessage={textError}
          />
          <AttachmentsField
            attachments={uploads}
            label={t`Attachments`}
            description={t`Up to ${DISPUTE_EVIDENCE_MAX_FILES} files. Each is uploaded as soon as you add it.`}
            tooManyMessage={t`Attach at most ${DISPUTE_EVIDENCE_MAX_FILES} files.`}
          />
          <Inline justify="end">
            <Button type="submit" variant="primary" isDisabled={uploads.isUploading}>
              {uploads.isUploading ? t`Uploading…` : t`Submit evidence`}
            </Button>
          </Inline>
        </Stack>
      </form>
      {isConfirming && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          variant="primary"
          title={t`Submit this evidence?`}
          confirmLabel={t`Submit evidence`}
          onConfirm={send}
        >
          {uploads.fileIds.length === 1
            ? t`Your statement and 1 attachment go to the card scheme for the dispute of ${formatAmount(amount, currency)}. You cannot change them afterwards.`
            : t`Your statement and ${uploads.fileIds.length} attachments go to the card scheme for the dispute of ${formatAmount(amount, currency)}. You cannot change them afterwards.`}
        </ConfirmDialog>
      )}
    </Card>
  );
}
