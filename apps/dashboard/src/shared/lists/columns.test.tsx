import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '../preferences/PreferencesProvider';
import { useListColumns } from './columns';

interface Row {
  id: string;
  name: string;
  enabled: boolean;
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <PreferencesProvider>{children}</PreferencesProvider>
  </I18nProvider>
);
const columnsOf = () => renderHook(() => useListColumns<Row>(), { wrapper }).result.current;

describe('useListColumns', () => {
  it('gives the actions column only where the user may change the rows', () => {
    const column = columnsOf();
    const render = () => null;
    expect(column.actionsIf(false, 'Actions', render)).toEqual([]);
    const [actions] = column.actionsIf(true, 'Actions', render, { width: 230 });
    expect(actions).toMatchObject({
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      meta: { label: 'Actions', width: 230, grow: 0 },
    });
  });

  it('names the row by its name column, which grows and never sorts', () => {
    const column = columnsOf();
    expect(column.name('name', 'Name', (row) => row.name, { width: 160 })).toMatchObject({
      id: 'name',
      enableSorting: false,
      meta: { isRowHeader: true, width: 160, grow: 1 },
    });
  });

  it('sizes an on/off column narrow and fixed', () => {
    const column = columnsOf();
    const onOff = column.onOff('enabled', 'Status', (row) => row.enabled, ['On', 'Off']);
    expect(onOff).toMatchObject({ id: 'enabled', meta: { width: 90, grow: 0 } });
  });
});
