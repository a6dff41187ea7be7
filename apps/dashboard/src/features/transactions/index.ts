// What the transactions area offers other features.
export { cardBrandNames, payMethodLabels, travelKindLabels } from './labels';
export { OwnedTransactions } from './OwnedTransactions';
export type { TransactionsSearch } from './searchSchema';
