/** Saves a Blob as a file through a temporary object URL and <a download>. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // revoke later: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
