/**
 * A file's size as the applicant and staff read it (the upload list, the document viewer, the
 * loan documents and the console write it alike), in the units the size limit is written in (1 MB = 1024 KB =
 * 1,048,576 bytes). Rounded up, never down: a file just over the limit must not read as the
 * limit itself ('25.0 MB' beside 'The file is larger than 25MB.').
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  const tenths = Math.ceil((bytes * 10) / (1024 * 1024));
  return `${(tenths / 10).toFixed(1)} MB`;
}
