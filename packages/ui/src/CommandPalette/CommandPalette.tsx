import { Search } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import {
  Autocomplete,
  Button,
  Collection,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Text,
  TextField,
  type ButtonProps,
} from 'react-aria-components';
import { Modal } from '../Modal';
import { useStrings } from '../private/intl';
import {
  errorStatus,
  input,
  inputRow,
  item as itemClass,
  itemDescription,
  itemHint,
  itemIcon,
  itemLabel,
  itemText,
  keys,
  palette,
  results,
  sectionHeader,
  status,
  trigger,
  triggerLabel,
} from './CommandPalette.css';
import { strings } from './intl';

export interface CommandPaletteItem {
  /** Unique across every section. */
  id: string;
  /** The first line, also what a screen reader announces. */
  label: string;
  /** A second line (what matched, an email, an id). */
  description?: string;
  /** A short note at the end of the row (the matched field). */
  hint?: string;
  icon?: ReactNode;
}

export interface CommandPaletteSection {
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog and its search box. */
  label: string;
  placeholder?: string;
  /** What is typed, controlled: the caller searches (nothing is filtered here). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The results, grouped; an empty section is not shown. */
  sections: readonly CommandPaletteSection[];
  /** Enter or a click on a row. The palette closes after it. */
  onAction: (item: CommandPaletteItem) => void;
  /** Results are on their way: shown while no section has anything. */
  isLoading?: boolean;
  /** The search failed: shown instead of "No results". */
  errorMessage?: ReactNode;
  /** Shown when the text gave nothing; defaults to a localized "No results". */
  emptyMessage?: ReactNode;
  /** Shown before anything is typed. */
  placeholderContent?: ReactNode;
}

/**
 * A search-anything dialog: a search box over grouped results, used with the keyboard alone (type, arrows move
 * through the rows, Enter runs one, Escape closes, focus returns to what opened it). It knows nothing of what it
 * searches: the caller passes the typed text's results.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  label,
  placeholder,
  inputValue,
  onInputChange,
  sections,
  onAction,
  isLoading = false,
  errorMessage,
  emptyMessage,
  placeholderContent,
}: CommandPaletteProps) {
  const t = useStrings(strings, 'CommandPalette');
  const shown = sections.filter((section) => section.items.length > 0);
  const byId = new Map(shown.flatMap((section) => section.items.map((row) => [row.id, row])));
  const empty = () => {
    if (errorMessage != null) return <div className={errorStatus}>{errorMessage}</div>;
    if (isLoading) return <div className={status}>{t('loading')}</div>;
    if (inputValue.trim() === '') return placeholderContent ?? null;
    return <div className={status}>{emptyMessage ?? t('noResults')}</div>;
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="md">
      <Dialog aria-label={label} className={palette}>
        {({ close }) => (
          <Autocomplete inputValue={inputValue} onInputChange={onInputChange}>
            {/* The dialog exists to type into: focus goes straight to its box. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <TextField aria-label={label} autoFocus className={inputRow}>
              <Search size={18} aria-hidden />
              <Input className={input} placeholder={placeholder} />
            </TextField>
            <ListBox
              aria-label={t('results')}
              className={results}
              items={shown}
              renderEmptyState={empty}
              onAction={(key) => {
                const chosen = byId.get(String(key));
                if (!chosen) return;
                close();
                onAction(chosen);
              }}
            >
              {(section) => (
                <ListBoxSection id={section.id}>
                  <Header className={sectionHeader}>{section.title}</Header>
                  <Collection items={section.items}>
                    {(row) => (
                      <ListBoxItem id={row.id} textValue={row.label} className={itemClass}>
                        <span className={itemIcon} aria-hidden>
                          {row.icon}
                        </span>
                        <span className={itemText}>
                          <Text slot="label" className={itemLabel}>
                            {row.label}
                          </Text>
                          {row.description && (
                            <Text slot="description" className={itemDescription}>
                              {row.description}
                            </Text>
                          )}
                        </span>
                        {row.hint && <span className={itemHint}>{row.hint}</span>}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
        )}
      </Dialog>
    </Modal>
  );
}

/** Whether the platform's command key is ⌘ (Apple) rather than Ctrl. */
const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);

/** The shortcut's keys as the platform writes them: `⌘K` or `Ctrl K`. */
export const commandShortcutLabel = (key: string) =>
  isApple() ? `⌘${key.toUpperCase()}` : `Ctrl ${key.toUpperCase()}`;

/** Calls `onTrigger` on Cmd+`key` or Ctrl+`key` anywhere in the page (the browser's own use is prevented). */
export function useCommandShortcut(key: string, onTrigger: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      event.preventDefault();
      onTrigger();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, onTrigger]);
}

export interface CommandPaletteTriggerProps extends Omit<ButtonProps, 'children' | 'className'> {
  /** The visible text ("Search"). */
  children: string;
  /** The shortcut's letter, shown as `⌘K` / `Ctrl K`. */
  shortcutKey?: string;
}

/** The top bar's button that opens the palette, showing its shortcut. */
export function CommandPaletteTrigger({
  children,
  shortcutKey = 'k',
  ...props
}: CommandPaletteTriggerProps) {
  const shortcut = commandShortcutLabel(shortcutKey);
  return (
    <Button {...props} className={trigger} aria-keyshortcuts={isApple() ? 'Meta+K' : 'Control+K'}>
      <Search size={16} aria-hidden />
      <span className={triggerLabel}>{children}</span>
      <kbd className={keys} aria-hidden>
        {shortcut}
      </kbd>
    </Button>
  );
}
