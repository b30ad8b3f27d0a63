import { useMutation } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type FeedbackBody } from '@shop/shared';
import { send } from '../../../lib/api-client';

/** POST /feedback: stores the shopper's free-text feedback. */
export const submitFeedback = (body: FeedbackBody) =>
  send({ method: 'post', url: API.feedback, data: body }, ERROR_FALLBACK.submitFeedback);

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
