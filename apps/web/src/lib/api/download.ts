import { requestFile, type QueryParams } from './api-client';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a blob to the browser as a download (an object URL on a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads an Excel file from the API through the authenticated client (a plain link could not
 * send the Bearer token) and saves it under the server's name, or `fallbackName` when none is given.
 * Failures are reported by the client (error toast) and rethrown for the caller's spinner.
 */
export async function downloadExcel(path: string, query: QueryParams, fallbackName: string): Promise<string> {
  const file = await requestFile(path, { query, headers: { Accept: `${XLSX_MIME}, application/json` } });
  const name = file.fileName ?? (fallbackName.endsWith('.xlsx') ? fallbackName : `${fallbackName}.xlsx`);
  saveBlob(file.blob, name);
  return name;
}
