// What the balances area offers other features.
export { BalanceFigures } from './BalanceFigures';
export { bucketLabels } from './labels';
