// What the payment links area offers others: the customer page's list of the links made out to a customer.
export { CustomerPaymentLinks } from './CustomerPaymentLinks';
export { managePaymentLinks } from './permissions';
