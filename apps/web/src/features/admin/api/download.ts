import { http, parseApiError } from '../../../lib/api-client';

/**
 * Downloads a file the server streams (with the session cookie and the 401 refresh of `http`) and
 * hands it to the browser under `fileName`.
 */
export async function downloadFile(url: string, params: object, fileName: string, fallback: string): Promise<void> {
  let blob: Blob;
  try {
    const res = await http.get(url, { params, responseType: 'blob' });
    blob = res.blob!;
  } catch (error) {
    throw parseApiError(error, fallback);
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
