import { describe, expect, it, vi } from 'vitest';
import { auditControls } from './controls';
import type { AuditSearch } from './search';

describe('auditControls', () => {
  it('puts the panel’s kinds and period in the URL, keeping the actor and the text', () => {
    const setSearch = vi.fn<(next: AuditSearch) => void>();
    const controls = auditControls(
      { actor: 'usr_1', q: 'refund', entry: 'aud_3' },
      setSearch,
      'UTC',
    );
    controls.onFilterChange([
      { field: 'kind', operator: 'in', value: ['refund', 'not-a-kind'] },
      { field: 'occurredAt', operator: 'gte', value: '2026-11-01T00:00:00Z' },
      { field: 'occurredAt', operator: 'lte', value: '2026-11-30T23:59:59.999Z' },
    ]);
    expect(setSearch).toHaveBeenCalledWith({
      actor: 'usr_1',
      q: 'refund',
      kind: ['refund'],
      from: '2026-11-01',
      to: '2026-11-30',
      entry: undefined,
    });
  });

  it('shows the URL’s kinds and period in the panel; clearing drops every filter', () => {
    const setSearch = vi.fn<(next: AuditSearch) => void>();
    const controls = auditControls(
      { kind: ['sign-in'], from: '2026-11-01', to: '2026-11-01' },
      setSearch,
      'UTC',
    );
    expect(controls.isFiltered).toBe(true);
    expect(controls.filterValue).toEqual([
      { field: 'kind', operator: 'in', value: ['sign-in'] },
      { field: 'occurredAt', operator: 'gte', value: '2026-11-01T00:00:00Z' },
      { field: 'occurredAt', operator: 'lte', value: '2026-11-01T23:59:59.999Z' },
    ]);
    controls.clearFilters();
    expect(setSearch).toHaveBeenCalledWith({});
    expect(auditControls({}, setSearch, 'UTC').isFiltered).toBe(false);
  });
});
