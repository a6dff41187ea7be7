import { useLingui } from '@lingui/react/macro';
import type { TopicAbout } from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';
import { Button } from '@paydesk/ui';
import { useState } from 'react';
import { NewTopicModal } from './NewTopicModal';
import { openTopics } from './permissions';

export interface AskSupportButtonProps {
  organizationId: string;
  about: TopicAbout;
  /** The organization's permission check (`context.organization.permissions.allows`). */
  allows: (meta: PermissionMeta) => boolean;
}

/** "Ask support about this" on a record's page: a new topic with the record filled in. */
export function AskSupportButton({ organizationId, about, allows }: AskSupportButtonProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  if (!allows(openTopics)) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t`Ask support about this`}
      </Button>
      {isOpen && (
        <NewTopicModal organizationId={organizationId} about={about} onOpenChange={setOpen} />
      )}
    </>
  );
}
