/**
 * @paydesk/api-client — the typed provider contract and the client that speaks it.
 *
 * - `contract`: valibot schemas of every action (by area) and HTTP body, the JSON:API envelope, the wire protocol;
 * - `routes`: every path, channel and event name (the emulator imports the same module);
 * - `constants`: timings and limits, named once;
 * - `ApiError`: the one error type calls reject with.
 */
export * from './contract/index';
export * from './routes';
export * from './constants';
export * from './errors';
