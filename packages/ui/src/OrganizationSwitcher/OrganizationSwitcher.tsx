import { Check, ChevronsUpDown, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Collection,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  SearchField,
  Separator,
  useFilter,
  type Selection,
} from 'react-aria-components';
import { ThemedPortal } from '../private/ThemedPortal';
import { initials } from '../private/initials';
import { useStrings } from '../private/intl';
import { useSidebar } from '../Sidebar/SidebarContext';
import * as styles from './OrganizationSwitcher.css';
import { strings } from './intl';

/** SPEC §9 "Organization search appears: above 5 organizations". */
export const ORGANIZATION_SEARCH_THRESHOLD = 5;

const CREATE_KEY = '@paydesk/ui/OrganizationSwitcher/create';

export interface Organization {
  id: string;
  name: string;
}

export interface OrganizationSwitcherProps {
  organizations: readonly Organization[];
  /** The id of the organization being shown. */
  selectedId?: string | null;
  onSelectionChange: (id: string) => void;
  /** Adds a "Create organization" entry that calls this (e.g. to open the create modal). */
  onCreate?: () => void;
  /** A search box appears when there are more organizations than this. */
  searchThreshold?: number;
  /** Shows only the avatar; defaults to following the enclosing Sidebar's rail. */
  isCompact?: boolean;
}

/** Shows the current organization and switches to another one; searchable when there are many. */
export function OrganizationSwitcher({
  organizations,
  selectedId,
  onSelectionChange,
  onCreate,
  searchThreshold = ORGANIZATION_SEARCH_THRESHOLD,
  isCompact,
}: OrganizationSwitcherProps) {
  const t = useStrings(strings, 'OrganizationSwitcher');
  const { isCollapsed } = useSidebar();
  const compact = isCompact ?? isCollapsed;
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  const current = organizations.find((organization) => organization.id === selectedId);
  const hasSearch = organizations.length > searchThreshold;
  const matches = useMemo(
    () =>
      hasSearch && query
        ? organizations.filter((organization) => contains(organization.name, query))
        : organizations,
    [contains, hasSearch, organizations, query],
  );
  const noResults = t('noResults', { query });
  const showStatus = hasSearch && query !== '' && matches.length === 0 && onCreate !== undefined;

  const onSelection = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key !== undefined && key !== selectedId) onSelectionChange(String(key));
  };

  const menu = (
    <Menu
      className={hasSearch ? styles.menuInScroller : styles.menu}
      renderEmptyState={() => <div className={styles.empty}>{noResults}</div>}
    >
      <MenuSection
        aria-label={t('organizations')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={onSelection}
      >
        <Collection items={matches}>
          {(organization) => (
            <MenuItem id={organization.id} textValue={organization.name} className={styles.item}>
              {({ isSelected }) => (
                <>
                  <span className={styles.itemLabel}>{organization.name}</span>
                  {isSelected ? (
                    <Check size={16} aria-hidden className={styles.check} />
                  ) : (
                    <span className={styles.checkPlaceholder} />
                  )}
                </>
              )}
            </MenuItem>
          )}
        </Collection>
      </MenuSection>
      {onCreate && matches.length > 0 && <Separator className={styles.separator} />}
      {onCreate && (
        <MenuSection aria-label={t('create')}>
          <MenuItem
            id={CREATE_KEY}
            textValue={t('create')}
            onAction={onCreate}
            className={styles.createItem}
          >
            <Plus size={16} aria-hidden />
            <span className={styles.itemLabel}>{t('create')}</span>
          </MenuItem>
        </MenuSection>
      )}
    </Menu>
  );

  const label = current ? t('current', { name: current.name }) : t('none');

  return (
    <MenuTrigger onOpenChange={(isOpen) => !isOpen && setQuery('')}>
      <Button
        className={styles.trigger}
        aria-label={compact ? label : undefined}
        data-collapsed={compact || undefined}
      >
        {/* Initials come from CSS so they are not mistaken for the button's visible label. */}
        <span
          className={styles.avatar}
          data-initials={current ? initials(current.name) : '–'}
          aria-hidden
        />
        {!compact && (
          <>
            <span className={styles.text}>
              <span className={styles.caption}>{t('organization')}</span>
              <span className={styles.name}>{current ? current.name : t('none')}</span>
            </span>
            <ChevronsUpDown size={16} aria-hidden className={styles.chevron} />
          </>
        )}
      </Button>
      <ThemedPortal>
        <Popover placement={compact ? 'end top' : 'bottom start'} className={styles.popover}>
          {hasSearch ? (
            <Autocomplete inputValue={query} onInputChange={setQuery}>
              {/* One scroll area holding the search box, so it stays reachable and in view. */}
              <div className={styles.scroller}>
                <div className={styles.searchBar}>
                  {/* Opening the list moves focus into it; with search, to the search box. */}
                  {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                  <SearchField aria-label={t('search')} autoFocus className={styles.searchField}>
                    <Search size={16} aria-hidden />
                    <Input placeholder={t('searchPlaceholder')} className={styles.searchInput} />
                  </SearchField>
                </div>
                <div role="status" className={showStatus ? styles.empty : undefined}>
                  {showStatus ? noResults : null}
                </div>
                {menu}
              </div>
            </Autocomplete>
          ) : (
            menu
          )}
        </Popover>
      </ThemedPortal>
    </MenuTrigger>
  );
}
