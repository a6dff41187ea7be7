// What the subscriptions area offers others: the customer page's list of a customer's subscriptions.
export { CustomerSubscriptions } from './CustomerSubscriptions';
export { readSubscriptions } from './permissions';
