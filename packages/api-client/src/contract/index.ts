/** The provider contract: every area's actions, the wire protocol and the HTTP bodies. */
export * from './action';
export * from './jsonapi';
export * from './resources';
export * from './wire';
export * from './http';
export * from './validate';
export * from './registry';
export { main, IdentityGroupInputSchema } from './main';
export { mailbox } from './mailbox';
export { payoutRequests } from './payoutRequests';
