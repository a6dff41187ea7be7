import { Trans, useLingui } from '@lingui/react/macro';
import {
  mailbox,
  MESSAGE_MAX_LENGTH,
  TOPIC_SUBJECT_MAX_LENGTH,
  type TopicAbout,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Text, TextArea, TextField, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { FormModal } from '../../shared/forms/FormModal';
import { AttachmentsField } from './AttachmentsField';
import { aboutLabels, aboutSubjects } from './labels';
import { mailboxQueries } from './queries';
import { useAttachments } from './useAttachments';

const fields = ['subject', 'body', 'about', 'attachments', 'size', 'mimeType'];

export interface NewTopicModalProps {
  organizationId: string;
  /** The record the question is about (from its page), shown and sent with the topic. */
  about?: TopicAbout;
  onOpenChange: (isOpen: boolean) => void;
}

/** Opens a support topic with a first message and attachments; the conversation opens after. */
export function NewTopicModal({ organizationId, about, onOpenChange }: NewTopicModalProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attachments = useAttachments();
  const { errors, formError, show, clear, edited } = useFieldErrors();
  const [subject, setSubject] = useState(() =>
    about ? i18n._(aboutSubjects[about.type](about.id)) : '',
  );
  const [body, setBody] = useState('');
  const create = useMutation({
    ...actionMutationOptions(api, mailbox.actions['topics/create']),
    onSuccess: async (answer) => {
      attachments.reset();
      await queryClient.invalidateQueries({ queryKey: mailboxQueries.keys.topics() });
      toast.success(t`Your question was sent to support`);
      onOpenChange(false);
      void navigate({ to: '/mailbox/$topicId', params: { topicId: answer.data.id } });
    },
    onError: (error) => show(fieldErrors(error, i18n, { fields })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const problems: Record<string, string[]> = {};
    if (!subject.trim()) problems.subject = [t`Enter a subject.`];
    if (!body.trim()) problems.body = [t`Write your question.`];
    if (Object.keys(problems).length > 0) {
      show({ fields: problems, form: null });
      return;
    }
    if (attachments.isUploading || attachments.hasProblems) return;
    create.mutate({
      payload: {
        data: {
          type: 'topic',
          attributes: { subject: subject.trim(), body: body.trim(), about: about ?? null },
          relationships: {
            resource: { data: { type: 'resource', id: organizationId } },
            attachments: {
              data: attachments.fileIds.map((id) => ({ type: 'file' as const, id })),
            },
          },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={<Trans>Ask support</Trans>}
      size="lg"
      submitLabel={attachments.isUploading ? <Trans>Uploading…</Trans> : <Trans>Send</Trans>}
      isPending={create.isPending}
      isSubmitDisabled={attachments.isUploading}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
    >
      {about && (
        <Text tone="muted">
          {t`About`} {i18n._(aboutLabels[about.type])} <Text mono>{about.id}</Text>
        </Text>
      )}
      <TextField
        name="subject"
        label={t`Subject`}
        value={subject}
        onChange={(next) => {
          setSubject(next);
          edited('subject');
        }}
        maxLength={TOPIC_SUBJECT_MAX_LENGTH}
        isRequired
      />
      <TextArea
        name="body"
        label={t`Message`}
        value={body}
        onChange={(next) => {
          setBody(next);
          edited('body');
        }}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={6}
        isRequired
      />
      <AttachmentsField attachments={attachments} />
    </FormModal>
  );
}
