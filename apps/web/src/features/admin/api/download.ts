import { AxiosError } from 'axios';
import { http, ApiError } from '../../../lib/api-client';

/** The server's message inside a failed blob answer (axios hands error bodies over as a Blob too). */
async function blobMessage(error: unknown, fallback: string): Promise<ApiError> {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data instanceof Blob) {
      try {
        const body = JSON.parse(await data.text()) as { message?: unknown };
        if (typeof body.message === 'string' && body.message) return new ApiError(body.message, error.response?.status);
      } catch {
        // Not JSON: fall back below.
      }
    }
    return new ApiError(fallback, error.response?.status);
  }
  return new ApiError(fallback);
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
    throw await blobMessage(error, fallback);
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
