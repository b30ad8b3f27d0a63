import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONTACT_PAGE_TEXTS, ContactBody, ERROR_FALLBACK, PHONE_INPUT_MAX_LENGTH, SUCCESS } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { EmailField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useScreenTexts } from '../../../lib/i18n';
import { toast, toastError } from '../../../lib/toast';
import { useSubmitContact } from '../api/submit-contact';

type ContactInput = z.input<typeof ContactBody>;
const FIELDS = ['name', 'email', 'phone', 'message'] as const;
const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };

/**
 * The /contact form: name, email, phone (a tel input) and message, all required and checked with
 * the same schema the server uses; errors are announced and tied to their fields.
 */
export function ContactForm() {
  const submit = useSubmitContact();
  const texts = useScreenTexts('contactPage', CONTACT_PAGE_TEXTS);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactBody>({ resolver: zodResolver(ContactBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit((body) =>
    submit.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.messageSent);
        reset(EMPTY);
      },
      onError: (error) => {
        toastError(error, ERROR_FALLBACK.submitContact);
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message = error.fieldErrors[field];
            if (message) setError(field, { message });
          }
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.form} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <EmailField label={texts.email} required error={errors.email?.message} {...register('email')} />
      </div>
      <TextField
        label={texts.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        hint={texts.phoneHint}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label={texts.message}
        rows={5}
        required
        hint={texts.messageHint}
        error={errors.message?.message}
        {...register('message')}
      />
      <div>
        <Button
          type="submit"
          size="lg"
          pending={submit.isPending}
          pendingText={texts.sending}
          className="w-full sm:w-auto"
        >
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
