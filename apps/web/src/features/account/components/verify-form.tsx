import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { type z } from 'zod';
import { ERROR_FALLBACK, OTP_RESEND_WAIT_SECONDS, ResendOtpBody, SUCCESS, VerifyUserBody } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useResendOtp, useVerifyUser } from '../api/session';
import { useCountdown } from '../hooks/use-countdown';
import { OtpField } from './otp-field';
import { applyServerErrors } from './server-errors';
import { FormAlert } from './code-form-parts';
import { useAuthTexts } from '../auth-texts';

type VerifyInput = z.input<typeof VerifyUserBody>;

/**
 * /verify: e-mail and the 6-digit code. Resend OTP waits 60 seconds after each code sent, the one
 * sign-up sent included (`codeSentAt`), as the server refuses earlier requests.
 */
export function VerifyForm({ email = '', codeSentAt }: { email?: string; codeSentAt?: number }) {
  const navigate = useNavigate();
  const verify = useVerifyUser();
  const resend = useResendOtp();
  const countdown = useCountdown(OTP_RESEND_WAIT_SECONDS, codeSentAt);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VerifyInput, unknown, VerifyUserBody>({
    resolver: zodResolver(VerifyUserBody),
    defaultValues: { email, otp: '' },
  });
  const { errors } = form.formState;
  const texts = useAuthTexts();

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    verify.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.verified);
        navigate(paths.home);
      },
      onError: (error) => {
        // Verification errors also appear inline, under the field they concern.
        if (!applyServerErrors(error, form.setError, ['email', 'otp'])) {
          setFormError(errorMessage(error, ERROR_FALLBACK.account));
        }
        toastError(error, ERROR_FALLBACK.account);
      },
    });
  });

  const onResend = async () => {
    const parsed = ResendOtpBody.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      form.setError('email', { type: 'resend', message: parsed.error.issues[0]?.message });
      return;
    }
    form.clearErrors('email');
    resend.mutate(parsed.data.email, {
      onSuccess: () => {
        toast.success(SUCCESS.otpResent);
        countdown.start();
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.resendOtp),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField label={texts.email} error={errors.email?.message} {...form.register('email')} />
      <OtpField hint={texts.otpHint} error={errors.otp?.message} {...form.register('otp')} />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" pending={verify.isPending} pendingText={texts.verifying}>
        {texts.verify}
      </Button>
      <div className="flex items-center justify-center gap-2 text-sm text-ink-soft">
        <span>{texts.noCode}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={countdown.remaining > 0}
          pending={resend.isPending}
          pendingText={texts.sending}
          className="text-brand-strong"
        >
          {countdown.remaining > 0 ? texts.resendOtpIn(countdown.remaining) : texts.resendOtp}
        </Button>
      </div>
    </form>
  );
}
