import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ERROR_FALLBACK, FeedbackBody, MY_ACCOUNT_PAGE_TEXTS, SUCCESS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';

/** Give Feedback tab: a free-text form; whitespace only counts as empty. */
export function FeedbackForm() {
  const submit = useSubmitFeedback();
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const form = useForm<z.input<typeof FeedbackBody>, unknown, FeedbackBody>({
    resolver: zodResolver(FeedbackBody),
    defaultValues: { feedback: '' },
  });

  const onSubmit = form.handleSubmit((body) =>
    submit.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.feedbackSubmitted);
        form.reset();
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.submitFeedback),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4">
      <p className="text-ink-soft">{texts.feedbackLead}</p>
      <TextAreaField
        label={texts.yourFeedback}
        rows={6}
        maxLength={5000}
        error={form.formState.errors.feedback?.message}
        {...form.register('feedback')}
      />
      <div>
        <Button type="submit" pending={submit.isPending} pendingText={texts.sending}>
          {texts.submitFeedback}
        </Button>
      </div>
    </form>
  );
}
