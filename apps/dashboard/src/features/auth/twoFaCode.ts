/** The 2FA code is 6 digits (SPEC §5). */
export const TWO_FA_CODE_LENGTH = 6;
