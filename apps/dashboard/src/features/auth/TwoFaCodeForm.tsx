import { Form, Stack } from '@paydesk/ui';
import { useRef, type ReactNode } from 'react';
import { TwoFaCodeField } from './TwoFaCodeField';

export interface TwoFaCodeFormProps {
  /** Sends the code: the one typed so far on submit, or the completed one when `sendOnComplete`. */
  onSend: (code: string) => void;
  /** The server's errors by field (`code`). */
  errors: Record<string, string | string[]>;
  /** The form's `edited`: told when the code changed, so its server error goes. */
  edited?: (field: 'code') => void;
  /** Sends itself once the code is complete. */
  sendOnComplete?: boolean;
  /** Above the field: the step's heading or what the code is for. */
  intro?: ReactNode;
  /** Below the field: the submit button and any other. */
  children: ReactNode;
}

/** A form that asks for the authenticator app's code (sign-in, setting 2FA up or turning it off). */
export function TwoFaCodeForm({
  onSend,
  errors,
  edited,
  sendOnComplete,
  intro,
  children,
}: TwoFaCodeFormProps) {
  const code = useRef('');
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(code.current);
      }}
      validationErrors={errors}
    >
      <Stack gap="lg">
        {intro}
        <TwoFaCodeField
          codeRef={code}
          onEdit={edited && (() => edited('code'))}
          onComplete={sendOnComplete ? onSend : undefined}
        />
        {children}
      </Stack>
    </Form>
  );
}
