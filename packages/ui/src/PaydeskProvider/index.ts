export { PaydeskProvider, themes, type PaydeskProviderProps, type Theme } from './PaydeskProvider';
