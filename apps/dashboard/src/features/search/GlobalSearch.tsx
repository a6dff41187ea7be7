/**
 * The top bar's search (issue 20): a button showing the shortcut, and Cmd+K / Ctrl+K anywhere, open the search
 * dialog. The dialog mounts only while open, so a closed search costs the page nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { CommandPaletteTrigger, useCommandShortcut } from '@paydesk/ui';
import { useCallback, useState } from 'react';
import type { SearchPage } from './pages';
import { SearchDialog } from './SearchDialog';

interface GlobalSearchProps {
  /** The selected organization, searched on the server; without one only pages are found. */
  organizationId: string | undefined;
  /** The sidebar pages the user sees. */
  pages: readonly SearchPage[];
}

export function GlobalSearch({ organizationId, pages }: GlobalSearchProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  useCommandShortcut('k', open);
  return (
    <>
      <CommandPaletteTrigger onPress={open}>{t`Search`}</CommandPaletteTrigger>
      {isOpen && (
        <SearchDialog isOpen onOpenChange={setOpen} organizationId={organizationId} pages={pages} />
      )}
    </>
  );
}
