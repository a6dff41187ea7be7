/** The provider contract: every area's actions, the wire protocol and the HTTP bodies. */
export * from './action.js';
export * from './jsonapi.js';
export * from './resources.js';
export * from './wire.js';
export * from './http.js';
export * from './validate.js';
export * from './registry.js';
export { main, IdentityGroupInputSchema } from './main.js';
export { mailbox } from './mailbox.js';
export { payoutRequests } from './payoutRequests.js';
export * from './payments.js';
export * from './paymentResources.js';
export * from './paymentVocabulary.js';
export * from './transactionOperations.js';
export * from './money.js';
export * from './moneyResources.js';
export * from './reports.js';
export * from './reportResources.js';
