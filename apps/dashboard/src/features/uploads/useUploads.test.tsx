import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  MAX_DOWNLOAD_BYTES,
  type Upload,
  type UploadFileOptions,
} from '@paydesk/api-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadsField } from './DownloadsField';
import { useUploads, type Uploader } from './useUploads';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const uploadOf = (id: string, size: number): Upload => ({
  type: 'upload',
  id,
  attributes: {
    organizationId: 'org',
    name: 'a',
    size,
    contentType: '',
    received: size,
    chunkSize: 4,
    status: 'complete',
    sha256: 'abc',
    createdAt: '',
    completedAt: null,
  },
});

function Harness({ uploader, onIds }: { uploader: Uploader; onIds: (ids: string[]) => void }) {
  const uploads = useUploads('org', [], uploader);
  onIds(uploads.uploadIds);
  return (
    <I18nProvider i18n={i18n}>
      <DownloadsField uploads={uploads} />
    </I18nProvider>
  );
}

function setup(uploadFile: Uploader['uploadFile']) {
  const ids: string[][] = [];
  const uploader = { uploadFile: vi.fn(uploadFile) };
  const { container } = render(<Harness uploader={uploader} onIds={(list) => ids.push(list)} />);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { uploader, input, ids: () => ids.at(-1) ?? [] };
}

describe('useUploads with the downloads field', { timeout: 20_000 }, () => {
  it('refuses a file just over 2 GB at once, by size, without sending it', async () => {
    const { uploader, input, ids } = setup(async () => uploadOf('x', 1));
    const big = new File(['x'], 'film.mov');
    Object.defineProperty(big, 'size', { value: MAX_DOWNLOAD_BYTES + 1 });
    await userEvent.upload(input, big);
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('alert').textContent).toBe('File is larger than 2 GB');
    expect(uploader.uploadFile).not.toHaveBeenCalled();
    expect(ids()).toEqual([]);
  });

  it('shows progress, then the upload is done and its id is kept', async () => {
    let finish!: () => void;
    const { input, ids } = setup(
      (file, options: UploadFileOptions) =>
        new Promise((resolve) => {
          options.onCreated?.({ ...uploadOf('upl_1', file.size) });
          options.onProgress?.({ uploadId: 'upl_1', loaded: 2, total: 4, fraction: 0.5 });
          finish = () => resolve(uploadOf('upl_1', file.size));
        }),
    );
    await userEvent.upload(input, new File(['abcd'], 'guide.pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading guide.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    finish();
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeTruthy());
    expect(ids()).toEqual(['upl_1']);
  });

  it('offers retry after a failure, which resumes the same upload', async () => {
    const calls: (string | undefined)[] = [];
    const { input, ids } = setup(async (file, options) => {
      calls.push(options.uploadId);
      if (calls.length === 1) {
        options.onCreated?.(uploadOf('upl_2', file.size));
        throw new ApiError({ kind: 'network', message: 'Network error' });
      }
      return uploadOf('upl_2', file.size);
    });
    await userEvent.upload(input, new File(['abcd'], 'guide.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('The upload failed. Try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry guide.pdf' }));
    await waitFor(() => expect(ids()).toEqual(['upl_2']));
    expect(calls).toEqual([undefined, 'upl_2']);
  });
});
