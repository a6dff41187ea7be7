import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AmountField } from '../AmountField';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

type Errors = Record<string, string>;

/** The organization form from the spec; the "server" rejects the number 30012345. */
function CreateOrganization() {
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (data.number === '30012345') {
      setErrors({ number: 'This organization number is already registered' });
      return;
    }
    setErrors({});
    setCreated(data.name ?? '');
  };
  return (
    <Form onSubmit={submit} validationErrors={errors} style={{ maxWidth: 360 }}>
      <TextField name="name" label="Name" placeholder="Company Inc." isRequired />
      <TextField
        name="number"
        label="Number"
        placeholder="30012345"
        isRequired
        description="The registration number of the company."
      />
      <AmountField name="limit" label="Daily refund limit" currency="EUR" maxValue={1000000} />
      <div>
        <Button type="submit" variant="primary">
          Create organization
        </Button>
      </div>
      {created !== null && <p role="status">{`Created ${created}`}</p>}
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  render: () => <CreateOrganization />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SubmitEmptyFocusesFirstError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create organization' }));
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerErrorAtTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Acme');
    const number = canvas.getByRole('textbox', { name: /^Number/ });
    await userEvent.type(number, '30012345');
    await userEvent.keyboard('{Enter}');
    await expect(number).toHaveFocus();
    await expect(canvas.getByText('This organization number is already registered')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme');
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Acme');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Number/ }), '30099999');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Created Acme');
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const RightToLeft: Story = { parameters: { locale: 'ar-AE' } };
