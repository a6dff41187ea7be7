import { useLingui } from '@lingui/react/macro';
import type { CurrencyBalance } from '@paydesk/api-client';
import { vars } from '@paydesk/ui';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../../shared/charts/TimeSeriesChart';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { balanceChartData, toMinor } from './chartData';
import { bucketLabels } from './labels';

/** A currency's end-of-day balances per bucket over the history the provider sent. */
export function BalanceChart({ balance }: { balance: CurrencyBalance }) {
  const { t, i18n } = useLingui();
  const formatAmount = useFormatAmount();
  const { currency, exponent, history } = balance;
  const data = useMemo(
    () =>
      balanceChartData(history, exponent, [
        { bucket: 'available', label: i18n._(bucketLabels.available), color: vars.color.accent },
        { bucket: 'pending', label: i18n._(bucketLabels.pending), color: vars.color.warning },
        { bucket: 'reserved', label: i18n._(bucketLabels.reserved), color: vars.color.info },
      ]),
    [history, exponent, i18n],
  );
  return (
    <TimeSeriesChart
      title={t`${currency} balance at the end of each day (UTC)`}
      labelHeader={t`Day`}
      data={data}
      formatValue={(major) => formatAmount(toMinor(major, exponent), currency)}
    />
  );
}
