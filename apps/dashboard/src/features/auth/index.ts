// What the auth area offers other features.
export { TWO_FA_CODE_LENGTH } from './twoFaCode';
export { PasswordChangeFields } from './PasswordChangeFields';
export { usePasswordChangeForm } from './usePasswordChangeForm';
export { TwoFaCodeForm } from './TwoFaCodeForm';
export { TwoFaSecret } from './TwoFaSecret';
