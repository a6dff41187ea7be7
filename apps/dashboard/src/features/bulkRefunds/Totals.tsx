/** Amounts per currency, as a list ("EUR 1,234.00 · 12 refunds"). */
import { Plural } from '@lingui/react/macro';
import { Text } from '@paydesk/ui';
import { useFormatAmount } from '../../shared/money/useFormatAmount';

export interface CurrencyTotal {
  currency: string;
  amount: number;
  count: number;
}

export function Totals({ label, totals }: { label: string; totals: readonly CurrencyTotal[] }) {
  const formatAmount = useFormatAmount();
  if (totals.length === 0) return null;
  return (
    <section aria-label={label}>
      <Text weight="semibold">{label}</Text>
      <ul>
        {totals.map((total) => (
          <li key={total.currency} data-currency={total.currency}>
            <Text>
              {formatAmount(total.amount, total.currency)} ·{' '}
              <Plural value={total.count} one="# refund" other="# refunds" />
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
