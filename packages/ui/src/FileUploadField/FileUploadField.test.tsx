import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadField } from './FileUploadField';
import type { UploadItem } from './types';

const item = (over: Partial<UploadItem>): UploadItem => ({
  key: 'k',
  name: 'guide.pdf',
  size: 2048,
  status: 'uploading',
  progress: 0.5,
  ...over,
});

describe('FileUploadField', { timeout: 20_000 }, () => {
  it('hands chosen files to the app', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <FileUploadField label="Downloads" items={[]} onSelect={onSelect} allowsMultiple />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['abc'], 'a.pdf');
    await userEvent.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith([file]);
  });

  it('shows progress with its percentage while uploading', () => {
    render(<FileUploadField label="Downloads" items={[item({})]} onSelect={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading guide.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('shows the error at the file with retry and remove', async () => {
    const onRetry = vi.fn();
    const onRemove = vi.fn();
    render(
      <FileUploadField
        label="Downloads"
        items={[item({ status: 'failed', error: 'The upload failed' })]}
        onSelect={() => {}}
        onRetry={onRetry}
        onRemove={onRemove}
      />,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('alert')).toHaveTextContent('The upload failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry guide.pdf' }));
    expect(onRetry).toHaveBeenCalledWith('k');
    await userEvent.click(screen.getByRole('button', { name: 'Remove guide.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('k');
  });

  it('offers no retry for a refused or done file', () => {
    render(
      <FileUploadField
        label="Downloads"
        items={[
          item({ key: 'a', status: 'refused', error: 'File is larger than 2 GB' }),
          item({ key: 'b', name: 'b.pdf', status: 'done', progress: 1 }),
        ]}
        onSelect={() => {}}
        onRetry={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
