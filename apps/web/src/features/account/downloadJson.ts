/** Saves `data` as a JSON file through a temporary object URL and <a download>. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
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
