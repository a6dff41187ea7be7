import { Trans, useLingui } from '@lingui/react/macro';
import {
  mailbox,
  MESSAGE_MAX_LENGTH,
  TOPIC_SUBJECT_MAX_LENGTH,
  type TopicAbout,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Text, TextArea, TextField } from '@paydesk/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
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
  const attachments = useAttachments();
  const [subject, setSubject] = useState(() =>
    about ? i18n._(aboutSubjects[about.type](about.id)) : '',
  );
  const [body, setBody] = useState('');
  const create = useFormModalMutation(
    {
      ...actionMutationOptions(api, mailbox.actions['topics/create']),
      onSuccess: attachments.reset,
    },
    {
      errors: { fields },
      invalidates: [mailboxQueries.keys.topics()],
      toast: () => t`Your question was sent to support`,
      onOpenChange,
      onDone: (answer) =>
        void navigate({ to: '/mailbox/$topicId', params: { topicId: answer.data.id } }),
    },
  );
  const { edited, show } = create;

  const onSubmit = () => {
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
      form={create}
      isSubmitDisabled={attachments.isUploading}
      onSubmit={onSubmit}
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
