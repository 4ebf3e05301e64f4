/** Hands a file the page fetched (with the customer's token) to the browser as a download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
