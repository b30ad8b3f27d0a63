import { useMutation } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type ContactBody } from '@shop/shared';
import { send } from '../../../lib/api-client';

/** POST /contact: resolves to the server's message; fails with its message or 'Failed to submit contact form'. */
export const submitContact = (body: ContactBody) =>
  send({ method: 'post', url: API.contact, data: body }, ERROR_FALLBACK.submitContact);

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
