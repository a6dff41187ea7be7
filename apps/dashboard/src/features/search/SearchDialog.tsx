/**
 * The search dialog's content: the typed text searched on the server (debounced, one query per text) and the
 * sidebar's pages matched on the client, grouped by kind with what matched.
 */
import { useLingui } from '@lingui/react/macro';
import type { SearchHit, SearchKind } from '@paydesk/api-client';
import { CommandPalette, type CommandPaletteItem, type CommandPaletteSection } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { fieldLabels, hitHref, hitKinds } from './hits';
import { matchingPages, type SearchPage } from './pages';
import { searchQueries } from './queries';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the server is asked: a word is one query, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 60;

interface SearchDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  organizationId: string | undefined;
  pages: readonly SearchPage[];
}

export function SearchDialog({ isOpen, onOpenChange, organizationId, pages }: SearchDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = organizationId !== undefined && settled !== '';
  const hits = useQuery({ ...searchQueries.query(organizationId ?? '', settled), enabled });

  const sections = useMemo(() => {
    const result: CommandPaletteSection[] = [];
    const found = matchingPages(pages, text, (label) => i18n._(label));
    if (found.length > 0)
      result.push({
        id: 'pages',
        title: t`Pages`,
        items: found.map((page) => ({
          id: `page:${page.id}`,
          label: i18n._(page.label),
          description: page.group ? i18n._(page.group) : undefined,
          hint: t`Go to page`,
        })),
      });
    // Kinds in the order of their best hit: the server ranks exact matches first.
    const byKind = new Map<SearchKind, SearchHit[]>();
    for (const hit of enabled ? (hits.data?.data ?? []) : []) {
      byKind.set(hit.attributes.kind, [...(byKind.get(hit.attributes.kind) ?? []), hit]);
    }
    for (const [kind, list] of byKind)
      result.push({
        id: kind,
        title: i18n._(hitKinds[kind].label),
        items: list.map((hit) => ({
          id: hit.id,
          label: hit.attributes.title,
          description: hit.attributes.detail ?? undefined,
          hint: `${i18n._(fieldLabels[hit.attributes.field])}: ${hit.attributes.matched}`,
        })),
      });
    return result;
  }, [pages, text, enabled, hits.data, i18n, t]);

  const hrefOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const page of pages) map.set(`page:${page.id}`, page.href);
    for (const hit of hits.data?.data ?? []) map.set(hit.id, hitHref(hit));
    return map;
  }, [pages, hits.data]);

  const open = (item: CommandPaletteItem) => {
    const href = hrefOf.get(item.id);
    if (href) void navigate({ href });
  };

  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={t`Search`}
      placeholder={t`Search transactions, customers, pages…`}
      inputValue={text}
      onInputChange={setText}
      sections={sections}
      onAction={open}
      isLoading={text.trim() !== '' && (text.trim() !== settled || (enabled && hits.isPending))}
      errorMessage={hits.isError ? i18n._(errorMessage(hits.error)) : undefined}
      emptyMessage={t`No results`}
    />
  );
}
