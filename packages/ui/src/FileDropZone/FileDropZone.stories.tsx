import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const GB = 1024 ** 3;

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Download file',
    acceptedFileTypes: ['.pdf', '.zip'],
    maxFileSize: 2 * GB,
    onChange: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Multiple: Story = { args: { allowsMultiple: true, label: 'Attachments' } };
export const WithFiles: Story = {
  args: {
    allowsMultiple: true,
    defaultValue: [
      new File(['%PDF'], 'settlement-2026-11.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'statements.zip', { type: 'application/zip' }),
    ],
  },
};
export const Required: Story = {
  args: { isRequired: true, description: 'Customers download it after paying.' },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The upload failed. Try again.' },
};
export const Disabled: Story = { args: { isDisabled: true } };

export const BrowseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    browse.focus();
    await expect(browse).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('missing file input');
    const big = new File(['x'], 'report.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 3 * GB });
    await userEvent.upload(input, big);
    await expect(canvas.getByText('report.pdf is larger than 2 GB')).toBeVisible();
    const small = new File(['x'], 'terms.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, small);
    await expect(canvas.getByText('terms.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove terms.pdf' }));
    await expect(canvas.queryByText('terms.pdf')).toBeNull();
  },
};

export const Dark: Story = {
  args: { isInvalid: true, errorMessage: 'The upload failed. Try again.' },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'ملف التنزيل' },
  parameters: { locale: 'ar-AE' },
};
