/** Hands a file made in the browser to the browser's downloads. */
export function saveFile(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
