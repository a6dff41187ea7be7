// What the API keys area offers others (the project page may link to its keys).
export { readApiKeys, writeApiKeys } from './permissions';
