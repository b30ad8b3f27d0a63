import { AxiosError } from 'axios';
import { http, parseApiError } from '../../../lib/api-client';

/** The error body of a failed blob answer (axios hands error bodies over as a Blob too). */
async function blobBody(error: unknown): Promise<unknown> {
  const data: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  if (!(data instanceof Blob)) return undefined;
  try {
    return JSON.parse(await data.text());
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file the server streams (with the session cookie and the 401 refresh of `http`) and
 * hands it to the browser under `fileName`.
 */
export async function downloadFile(url: string, params: object, fileName: string, fallback: string): Promise<void> {
  let blob: Blob;
  try {
    const res = await http.get<Blob>(url, { params, responseType: 'blob' });
    blob = res.data;
  } catch (error) {
    throw parseApiError(error, fallback, await blobBody(error));
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
