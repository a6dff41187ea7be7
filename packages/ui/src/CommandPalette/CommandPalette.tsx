import { Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { Button, Dialog, type ButtonProps } from 'react-aria-components';
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
  /** The first line. */
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
  /** Enter or a click on a row. The palette closes first. */
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
 * A search-anything dialog: a combobox over grouped results, used with the keyboard alone (type, the arrows move
 * the active row, Enter runs it, Escape closes, focus returns to what opened it). The first row is active
 * whenever the results change, so Enter runs the best hit. It knows nothing of what it searches: the caller
 * passes the typed text's results.
 *
 * The active row is kept here (aria-activedescendant), not by react-aria's Autocomplete: results arrive
 * asynchronously, and a row that was active must never outlive the results it belonged to.
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
  const baseId = useId();
  const listId = `${baseId}-results`;
  const shown = sections.filter((section) => section.items.length > 0);
  const rows = shown.flatMap((section) => section.items);
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.id === activeId),
  );
  const active = rows[activeIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (active)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, activeIndex]);

  const run = (row: CommandPaletteItem) => {
    onOpenChange(false);
    onAction(row);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (rows.length === 0) return;
    const move = (index: number) => {
      event.preventDefault();
      setActiveId(rows[(index + rows.length) % rows.length]!.id);
    };
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'Enter' && active) {
      event.preventDefault();
      run(active);
    }
  };

  const empty = () => {
    if (errorMessage != null)
      return (
        <div className={errorStatus} role="alert">
          {errorMessage}
        </div>
      );
    if (isLoading)
      return (
        <div className={status} role="status">
          {t('loading')}
        </div>
      );
    if (inputValue.trim() === '') return placeholderContent ?? null;
    return (
      <div className={status} role="status">
        {emptyMessage ?? t('noResults')}
      </div>
    );
  };

  let index = -1;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="md">
      <Dialog aria-label={label} className={palette}>
        <div className={inputRow}>
          <Search size={18} aria-hidden />
          <input
            // The dialog exists to type into: focus goes straight to its box.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className={input}
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={rows.length > 0}
            aria-controls={rows.length > 0 ? listId : undefined}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={inputValue}
            onChange={(event) => onInputChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {rows.length === 0 ? (
          empty()
        ) : (
          <div id={listId} role="listbox" aria-label={t('results')} className={results}>
            {shown.map((section) => (
              <div key={section.id} role="group" aria-labelledby={`${baseId}-${section.id}`}>
                <div id={`${baseId}-${section.id}`} role="presentation" className={sectionHeader}>
                  {section.title}
                </div>
                {section.items.map((row) => {
                  index += 1;
                  const at = index;
                  const isActive = at === activeIndex;
                  return (
                    // The input owns the keyboard (aria-activedescendant); a row only answers the pointer.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <div
                      key={row.id}
                      id={optionId(at)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={isActive}
                      data-focused={isActive || undefined}
                      className={itemClass}
                      onPointerMove={() => setActiveId(row.id)}
                      onClick={() => run(row)}
                    >
                      <span className={itemIcon} aria-hidden>
                        {row.icon}
                      </span>
                      <span className={itemText}>
                        <span className={itemLabel}>{row.label}</span>
                        {row.description && (
                          <span className={itemDescription}>{row.description}</span>
                        )}
                      </span>
                      {row.hint && <span className={itemHint}>{row.hint}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
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
