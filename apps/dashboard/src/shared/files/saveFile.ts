/** Saves an exported file in the browser (translations, the audit trail): a blob of its text, named as the provider names it. */
export function saveFile(file: { fileName: string; mediaType: string; content: string }) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
