import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountField } from '../AmountField';
import { Button } from '../Button';
import { describedByText } from '../private/field/testing';
import { TextField } from '../TextField';
import { Form } from './Form';

type Errors = Record<string, string>;

function OrganizationForm({
  serverErrors,
  onValid,
}: {
  serverErrors?: Errors;
  onValid?: () => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValid?.();
    if (serverErrors) setErrors(serverErrors);
  };
  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <TextField name="name" label="Name" placeholder="Company Inc." isRequired />
      <TextField name="number" label="Number" placeholder="30012345" isRequired />
      <AmountField name="limit" label="Daily limit" currency="EUR" maxValue={100000} />
      <Button type="submit">Create</Button>
    </Form>
  );
}

describe('Form', () => {
  it('blocks an invalid submit, shows errors at the fields and focuses the first', async () => {
    const onValid = vi.fn();
    render(<OrganizationForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '30012345');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(name)).not.toBe('');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('30012345');
  });

  it('shows server errors per field, focuses the first, keeps the input and clears once edited', async () => {
    render(
      <OrganizationForm
        serverErrors={{ number: 'This number is already registered', limit: 'Limit too high' }}
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    const number = screen.getByRole('textbox', { name: 'Number' });
    await userEvent.type(name, 'Acme');
    await userEvent.type(number, '30012345');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(number).toHaveFocus();
    expect(describedByText(number)).toBe('This number is already registered');
    expect(describedByText(screen.getByRole('textbox', { name: 'Daily limit' }))).toContain(
      'Limit too high',
    );
    expect(name).toHaveValue('Acme');
    expect(number).toHaveValue('30012345');

    await userEvent.type(number, '9');
    await userEvent.tab();
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(describedByText(number)).toBe('');
  });

  it('validates a field when it is left', async () => {
    render(<OrganizationForm />);
    const limit = screen.getByRole('textbox', { name: 'Daily limit' });
    await userEvent.type(limit, '2000');
    await userEvent.tab();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(limit)).toContain('Enter at most €1,000.00');
  });
});
