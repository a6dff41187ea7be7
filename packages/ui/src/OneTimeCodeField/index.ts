export { OneTimeCodeField, sanitizeCode, type OneTimeCodeFieldProps } from './OneTimeCodeField';
