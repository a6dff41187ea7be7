/** 3-D Secure data of a generated card payment: most are enrolled, ECI by brand, version mostly 2.2. */
import type { TransactionDetails } from '../../domain/payments/rows.js';
import type { Draw } from './draw.js';

export function threeDsFor(draw: Draw, brand: string): NonNullable<TransactionDetails['threeDs']> {
  const version = draw.weighted([
    ['2.2.0', 70],
    ['2.1.0', 20],
    ['2.3.1', 5],
    ['1.0.2', 5],
  ] as const);
  const enrolled = draw.chance(0.95);
  const mastercard = brand === 'mastercard';
  return {
    version,
    eci: enrolled ? (mastercard ? '02' : '05') : mastercard ? '01' : '06',
    cavv: enrolled ? draw.base64(28) : null,
    xid: version === '1.0.2' ? draw.base64(28) : null,
    enrolled,
  };
}
