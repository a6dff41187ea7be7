import { msg } from '@lingui/core/macro';
import { act, renderHook, waitFor } from '@testing-library/react';
import { mailbox } from '@paydesk/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/client';
import { useAttachmentUploads, type AttachmentRules } from './useAttachmentUploads';

const rules: AttachmentRules = {
  allocate: mailbox.actions['messages/allocateAttachment'],
  remove: mailbox.actions['messages/deleteAttachment'],
  maxFiles: 2,
  refusal: (file) => (file.name.endsWith('.exe') ? msg`This file type is not allowed` : undefined),
};

const allocated = (id: string) => ({
  data: {
    type: 'file',
    id,
    attributes: { name: id, size: 1, mimeType: 'text/plain', uploadPath: `/u/${id}` },
  },
});
const file = (name: string) => new File(['x'], name, { type: 'text/plain' });

afterEach(() => vi.restoreAllMocks());

describe('useAttachmentUploads', () => {
  it('uploads chosen files, refuses a forbidden one without sending it, and lists finished ids in order', async () => {
    let next = 0;
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(async () => allocated(`f${++next}`) as never);
    const put = vi.spyOn(api, 'upload').mockResolvedValue(undefined as never);
    const { result } = renderHook(() => useAttachmentUploads(rules));

    act(() => result.current.add([file('a.txt'), file('tool.exe'), file('b.txt')]));
    expect(result.current.items.map((item) => item.status)).toEqual([
      'uploading',
      'refused',
      'uploading',
    ]);
    await waitFor(() => expect(result.current.isUploading).toBe(false));
    expect(result.current.fileIds).toEqual(['f1', 'f2']);
    expect(put.mock.calls.map(([path]) => path)).toEqual(['/u/f1', '/u/f2']);
    expect(call).toHaveBeenCalledTimes(2);
    // Three files where two are taken, one of them refused: nothing may be submitted.
    expect(result.current.tooMany).toBe(true);
    expect(result.current.hasProblems).toBe(true);
  });

  it('deletes a removed file on the provider, also when it is removed while uploading', async () => {
    let release!: () => void;
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(async (action) =>
        action === rules.allocate ? (allocated('f1') as never) : ({} as never),
      );
    vi.spyOn(api, 'upload').mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(undefined as never))),
    );
    const { result } = renderHook(() => useAttachmentUploads(rules));

    act(() => result.current.add([file('a.txt')]));
    await waitFor(() => expect(result.current.items[0]?.fileId).toBe('f1'));
    act(() => result.current.remove(result.current.items[0]!.key));
    await act(async () => release());

    await waitFor(() => expect(call).toHaveBeenCalledWith(rules.remove, expect.anything()));
    expect(result.current.items).toEqual([]);
    expect(result.current.fileIds).toEqual([]);
  });

  it('says why an upload failed at its file', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useAttachmentUploads(rules));
    act(() => result.current.add([file('a.txt')]));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('failed'));
    expect(result.current.items[0]?.error?.message).toBe(
      'The upload failed. Remove the file and try again.',
    );
  });
});
