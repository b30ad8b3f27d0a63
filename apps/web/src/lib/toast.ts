import { toast } from 'react-toastify';
import { errorMessage } from './api-client';

/** An error toast with the server's message when present, otherwise the fallback (section 8). */
export function toastError(error: unknown, fallback: string) {
  toast.error(errorMessage(error, fallback));
}

export { toast };
