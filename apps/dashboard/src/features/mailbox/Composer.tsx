import { useLingui } from '@lingui/react/macro';
import { mailbox, MESSAGE_MAX_LENGTH } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Form, Inline, InlineAlert, Stack, TextArea } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { AttachmentsField } from './AttachmentsField';
import { mailboxQueries } from './queries';
import { useAttachments } from './useAttachments';
import { draftKey, useDraft } from './useDraft';

const fields = ['body', 'attachments', 'size', 'mimeType'];

/**
 * The reply box of a conversation. What is typed is kept as a draft (per user and topic) through reloads and a
 * dropped connection; it is cleared only once the provider confirmed the message.
 */
export function Composer({ topicId, userId }: { topicId: string; userId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const draft = useDraft(draftKey(userId, topicId));
  const attachments = useAttachments();
  const { errors, formError, show, clear, edited } = useFieldErrors();
  const [isEmpty, setEmpty] = useState(false);
  const send = useMutation({
    ...actionMutationOptions(api, mailbox.actions['messages/create']),
    onSuccess: async () => {
      draft.clear();
      attachments.reset();
      await queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.messages() });
      await queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.topics() });
    },
    onError: (error) => show(fieldErrors(error, i18n, { fields })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    if (!draft.text.trim()) {
      setEmpty(true);
      return;
    }
    if (attachments.isUploading || attachments.hasProblems) return;
    send.mutate({
      payload: {
        data: {
          type: 'message',
          attributes: { body: draft.text.trim() },
          relationships: {
            topic: { data: { type: 'topic', id: topicId } },
            attachments: {
              data: attachments.fileIds.map((id) => ({ type: 'file' as const, id })),
            },
          },
        },
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors} aria-label={t`Reply`}>
      <Stack gap="md">
        <TextArea
          name="body"
          label={t`Reply`}
          description={t`Your draft is kept on this device until it is sent.`}
          value={draft.text}
          onChange={(next) => {
            draft.setText(next);
            setEmpty(false);
            edited('body');
          }}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={4}
          isInvalid={isEmpty}
          errorMessage={isEmpty ? t`Write a message.` : undefined}
        />
        <AttachmentsField attachments={attachments} />
        {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
        <Inline justify="end">
          <Button
            type="submit"
            variant="primary"
            isPending={send.isPending}
            isDisabled={attachments.isUploading}
          >
            {attachments.isUploading ? t`Uploading…` : t`Send`}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
