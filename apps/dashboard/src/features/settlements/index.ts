// What the settlements area offers other features.
export { PayoutSettlementsCard } from './PayoutSettlementsCard';
export { readSettlements } from './permissions';
