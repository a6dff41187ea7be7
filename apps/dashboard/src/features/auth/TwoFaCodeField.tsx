import { useLingui } from '@lingui/react/macro';
import { OneTimeCodeField } from '@paydesk/ui';
import type { RefObject } from 'react';
import { TWO_FA_CODE_LENGTH } from './twoFaCode';

export interface TwoFaCodeFieldProps {
  /** Holds what was typed so far, for a submit by button. */
  codeRef: RefObject<string>;
  /** The code changed: its server error goes. */
  onEdit?: () => void;
  /** The code is complete: the form sends itself. */
  onComplete?: (code: string) => void;
}

/** The 6-digit code of an authenticator app (SPEC §5), the one field every 2FA form asks it with. */
export function TwoFaCodeField({ codeRef, onEdit, onComplete }: TwoFaCodeFieldProps) {
  const { t } = useLingui();
  return (
    <OneTimeCodeField
      name="code"
      label={t`Verification code`}
      length={TWO_FA_CODE_LENGTH}
      isRequired
      onChange={(value) => {
        codeRef.current = value;
        onEdit?.();
      }}
      onComplete={onComplete}
    />
  );
}
