import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUploadField, type FileUploadFieldProps } from './FileUploadField';
import type { UploadItem } from './types';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

const uploading: UploadItem = {
  key: 'a',
  name: 'travel-guide-2026.pdf',
  size: 240 * MB,
  status: 'uploading',
  progress: 0.42,
};
const paused: UploadItem = {
  key: 'b',
  name: 'hotel-vouchers.zip',
  size: 1.2 * GB,
  status: 'paused',
  progress: 0.63,
  error: 'Connection lost. The upload resumes when you are back online.',
};
const failed: UploadItem = {
  key: 'c',
  name: 'itinerary.pdf',
  size: 3 * MB,
  status: 'failed',
  progress: 0.1,
  error: 'The upload failed. Try again.',
};
const done: UploadItem = {
  key: 'd',
  name: 'terms-and-conditions.pdf',
  size: 512 * 1024,
  status: 'done',
  progress: 1,
};
const tooLarge: UploadItem = {
  key: 'e',
  name: 'film-4k.mov',
  size: 2 * GB + 1,
  status: 'refused',
  progress: 0,
  error: 'File is larger than 2 GB',
};

const meta = {
  title: 'Forms/FileUploadField',
  component: FileUploadField,
  args: {
    label: 'Downloads',
    description: 'Customers receive these files after paying. Up to 2 GB per file.',
    allowsMultiple: true,
    items: [],
    onSelect: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = { args: { items: [uploading] } };
export const Paused: Story = { args: { items: [paused] } };
export const Failed: Story = { args: { items: [failed] } };
export const Done: Story = { args: { items: [done] } };
export const TooLarge: Story = { args: { items: [tooLarge] } };
export const EveryState: Story = {
  args: { items: [uploading, paused, failed, done, tooLarge] },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Finish or remove the uploads first', items: [failed] },
};
export const Disabled: Story = { args: { isDisabled: true, items: [done] } };
export const Dark: Story = {
  args: { items: [uploading, failed, done, tooLarge] },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'التنزيلات', items: [uploading] },
  parameters: { locale: 'ar-AE' },
};

/** The app side in miniature: a chosen file over the limit is refused at its row, another is listed. */
function Controlled(props: FileUploadFieldProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  return (
    <FileUploadField
      {...props}
      items={items}
      onSelect={(files) =>
        setItems((current) => [
          ...current,
          ...files.map((file) => ({
            key: file.name,
            name: file.name,
            size: file.size,
            status: file.size > 2 * GB ? ('refused' as const) : ('done' as const),
            progress: file.size > 2 * GB ? 0 : 1,
            error: file.size > 2 * GB ? 'File is larger than 2 GB' : undefined,
          })),
        ])
      }
      onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
    />
  );
}

export const ChooseWithKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    browse.focus();
    await expect(browse).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('missing file input');
    const big = new File(['x'], 'film.mov');
    Object.defineProperty(big, 'size', { value: 2 * GB + 1 });
    await userEvent.upload(input, [big, new File(['%PDF'], 'guide.pdf')]);
    await expect(canvas.getByText('File is larger than 2 GB')).toBeVisible();
    await expect(canvas.getByText('guide.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove film.mov' }));
    await expect(canvas.queryByText('film.mov')).toBeNull();
  },
};
