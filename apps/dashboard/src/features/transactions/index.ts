// What the transactions area offers other features.
export { cardBrandNames } from './labels';
export { OwnedTransactions } from './OwnedTransactions';
export type { TransactionsSearch } from './searchSchema';
