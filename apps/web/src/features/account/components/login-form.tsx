import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { type z } from 'zod';
import { ERROR_FALLBACK, LoginBody, SUCCESS } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { afterLoginPath } from '../../../lib/after-login';
import { toast, toastError } from '../../../lib/toast';
import { useLogin } from '../api/session';
import type { VerifyState } from './verify-state';
import { PasswordField } from './password-field';
import { PhoneLoginForm } from './phone-login-form';
import { useAuthTexts } from '../auth-texts';

type LoginInput = z.input<typeof LoginBody>;

/** Login with e-mail and password, or with a code sent to a verified phone. */
export function LoginForm() {
  const [withPhone, setWithPhone] = useState(false);
  const texts = useAuthTexts();
  return (
    <div className="flex flex-col gap-4">
      {withPhone ? <PhoneLoginForm /> : <EmailLoginForm />}
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" />
        {texts.or}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button variant="secondary" size="lg" onClick={() => setWithPhone(!withPhone)}>
        {withPhone ? texts.useEmail : texts.usePhone}
      </Button>
    </div>
  );
}

/**
 * Login: back to the page the shopper came from (Home when none) on success; an account not yet
 * verified goes on to /verify with its e-mail.
 */
function EmailLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const texts = useAuthTexts();
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.loggedIn);
        navigate(afterLoginPath(location.state), { replace: true });
      },
      onError: (error) => {
        toastError(error, ERROR_FALLBACK.login);
        // An unverified account goes on to verification with its e-mail.
        if (hasErrorCode(error, 'NOT_VERIFIED')) {
          navigate(paths.verify, { state: { email: body.email } satisfies VerifyState });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField label={texts.email} error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={texts.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <Link to={paths.resetPassword} className="text-sm font-semibold text-brand-strong hover:underline">
          {texts.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" pending={login.isPending} pendingText={texts.loggingIn}>
        {texts.login}
      </Button>
    </form>
  );
}
