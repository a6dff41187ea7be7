import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const GB = 1024 ** 3;

function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderZone(props: Partial<FileDropZoneProps> = {}) {
  const onChange = vi.fn();
  const { container } = render(<FileDropZone label="Attachment" onChange={onChange} {...props} />);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onChange, input };
}

describe('FileDropZone', { timeout: 20_000 }, () => {
  it('offers a keyboard-operable Browse button described by the limits', async () => {
    renderZone({ acceptedFileTypes: ['.pdf', '.csv'], maxFileSize: 2 * GB });
    const browse = screen.getByRole('button', { name: 'Browse files' });
    await userEvent.tab();
    expect(describedByText(browse)).toBe('Accepted: .pdf, .csv. Up to 2 GB per file.');
  });

  it('lists a chosen file with its size and removes it', async () => {
    const { onChange, input } = renderZone({ maxFileSize: 2 * GB });
    const file = fileOf('report.pdf', 'application/pdf', 1536);
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('report.pdf')).toBeInTheDocument();
    expect(within(row).getByText('1.5 kB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('refuses a file over the limit with an error naming the file and the limit', async () => {
    const { onChange, input } = renderZone({ maxFileSize: 2 * GB });
    await userEvent.upload(input, fileOf('report.pdf', 'application/pdf', 3 * GB));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('report.pdf is larger than 2 GB')).toBeInTheDocument();
    expect(describedByText(screen.getByRole('button', { name: 'Browse files' }))).toContain(
      'report.pdf is larger than 2 GB',
    );
  });

  it('refuses a file of another type', async () => {
    const { input } = renderZone({ acceptedFileTypes: ['.csv'] });
    // userEvent.upload honours `accept`; turn that off to simulate a drop of any file.
    await userEvent.upload(input, fileOf('logo.png', 'image/png', 10), {
      applyAccept: false,
    } as never);
    expect(screen.getByText('logo.png is not an accepted file type (.csv)')).toBeInTheDocument();
  });

  it('keeps one file in single mode and several in multiple mode', async () => {
    const a = fileOf('a.csv', 'text/csv', 10);
    const b = fileOf('b.csv', 'text/csv', 10);
    const single = renderZone();
    await userEvent.upload(single.input, a);
    await userEvent.upload(single.input, b);
    expect(single.onChange).toHaveBeenLastCalledWith([b]);
  });

  it('adds to the list in multiple mode', async () => {
    const a = fileOf('a.csv', 'text/csv', 10);
    const b = fileOf('b.csv', 'text/csv', 10);
    const { onChange, input } = renderZone({ allowsMultiple: true });
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [a, b]);
    expect(onChange).toHaveBeenLastCalledWith([a, b]);
  });

  it('shows an error passed in by the app', () => {
    renderZone({ isInvalid: true, errorMessage: 'Upload failed' });
    expect(describedByText(screen.getByRole('button', { name: 'Browse files' }))).toBe(
      'Upload failed',
    );
  });
});
