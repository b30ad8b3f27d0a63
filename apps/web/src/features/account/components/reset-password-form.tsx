import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CheckCircle2 } from 'lucide-react';
import { ERROR_FALLBACK, ForgotPasswordBody, Password, ResetPasswordBody, SUCCESS, VALIDATION } from '@shop/shared';
import { REDIRECT_DELAY_MS } from '../../../config/settings';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { toast, toastError } from '../../../lib/toast';
import { useForgotPassword, useResetPassword } from '../api/passwords';
import { PasswordField } from './password-field';
import { OtpField } from './otp-field';
import { applyServerErrors } from './server-errors';
import { useAuthTexts } from '../auth-texts';
import { useTranslateMessage } from '../../../lib/i18n';

/** Step 2's form: the code, the new password (required; the server sets its length) and its confirmation. */
const NewPasswordForm = z
  .object({
    otp: ResetPasswordBody.shape.otp,
    newPassword: Password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type NewPasswordInput = z.input<typeof NewPasswordForm>;
type EmailInput = z.input<typeof ForgotPasswordBody>;

function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const texts = useAuthTexts();
  const forgot = useForgotPassword();
  const form = useForm<EmailInput, unknown, ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBody),
    defaultValues: { email },
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => {
        toast.success(SUCCESS.otpSent);
        onSent(email);
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['email']);
        toastError(error, ERROR_FALLBACK.account);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField
        label={texts.email}
        hint={texts.codeToAddress}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" pending={forgot.isPending} pendingText={texts.sending}>
        {texts.sendOtp}
      </Button>
    </form>
  );
}

function NewPasswordStep({ email, onResend, onDone }: { email: string; onResend: () => void; onDone: () => void }) {
  const reset = useResetPassword();
  const texts = useAuthTexts();
  const form = useForm<NewPasswordInput, unknown, z.output<typeof NewPasswordForm>>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ otp, newPassword }) =>
    reset.mutate(
      { email, otp, newPassword },
      {
        onSuccess: (message) => {
          toast.success(message || SUCCESS.passwordReset);
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ['otp', 'newPassword']);
          toastError(error, ERROR_FALLBACK.account);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="rounded-[var(--radius-control)] bg-paper px-3 py-2 text-sm text-ink-soft">
        {texts.codeSentTo} <strong className="text-ink">{email}</strong>
      </p>
      <OtpField error={errors.otp?.message} {...form.register('otp')} />
      <PasswordField
        label={texts.newPassword}
        autoComplete="new-password"
        hint={texts.passwordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={texts.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" pending={reset.isPending} pendingText={texts.resetting}>
        {texts.resetPassword}
      </Button>
      <div className="flex items-center justify-center gap-2 text-sm text-ink-soft">
        <span>{texts.noCode}</span>
        <Button variant="ghost" size="sm" onClick={onResend} className="text-brand-strong">
          {texts.resendOtp}
        </Button>
      </div>
    </form>
  );
}

/** /reset-password: step 1 asks for the e-mail, step 2 for the code and the new password. */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 'done'>(1);
  const [email, setEmail] = useState('');
  const texts = useAuthTexts();
  const translate = useTranslateMessage();

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => navigate(paths.auth), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  if (step === 'done') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <p className="text-lg font-semibold">{translate(SUCCESS.passwordReset)}</p>
        <p className="text-ink-soft">{texts.takingYouToLogin}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex gap-2 text-xs font-semibold tracking-wide uppercase" aria-label={texts.steps}>
        {[texts.email, texts.newPassword].map((label, i) => (
          <li
            key={label}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={`flex-1 border-t-4 pt-2 ${step >= i + 1 ? 'border-brand text-ink' : 'border-line text-muted'}`}
          >
            {texts.step(i + 1, label)}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <EmailStep
          email={email}
          onSent={(sent) => {
            setEmail(sent);
            setStep(2);
          }}
        />
      ) : (
        <NewPasswordStep email={email} onResend={() => setStep(1)} onDone={() => setStep('done')} />
      )}
    </div>
  );
}
