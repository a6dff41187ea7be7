import { useLingui } from '@lingui/react/macro';
import { Card, Heading, Stack } from '@paydesk/ui';
import type { ReactNode } from 'react';
import * as tableStyles from './AggregateTable.css';

export interface AggregateRow {
  key: string;
  label: ReactNode;
  count: number;
  share: string;
  amounts: string;
}

/** A small, fully shown table (no paging): a few rows of counts. */
export function AggregateTable({
  title,
  firstHeader,
  rows,
}: {
  title: string;
  firstHeader: string;
  rows: AggregateRow[];
}) {
  const { t } = useLingui();
  return (
    <Card>
      <Stack gap="sm">
        <Heading level={2}>{title}</Heading>
        <table className={tableStyles.table}>
          <caption className={tableStyles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{firstHeader}</th>
              <th scope="col" className={tableStyles.numeric}>{t`Disputes`}</th>
              <th scope="col" className={tableStyles.numeric}>{t`Share`}</th>
              <th scope="col" className={tableStyles.numeric}>{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={tableStyles.numeric}>{row.count}</td>
                <td className={tableStyles.numeric}>{row.share}</td>
                <td className={tableStyles.numeric}>{row.amounts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Card>
  );
}
