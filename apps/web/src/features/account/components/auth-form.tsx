import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { type z } from 'zod';
import { ERROR_FALLBACK, GENDERS, LoginBody, Password, RegisterBody, SUCCESS } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useLogin, useRegister } from '../api/session';
import { PasswordField } from './password-field';
import { applyServerErrors } from './server-errors';

export type AuthMode = 'login' | 'signup';

/** Section 5 puts no client rule on the password beyond "required"; the server sets its length. */
const SignUpForm = RegisterBody.extend({ password: Password });
type SignUpInput = z.input<typeof SignUpForm>;
type LoginInput = z.input<typeof LoginBody>;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Where the verify screen reads the e-mail it was handed. */
/** What /verify receives: the e-mail, and when sign-up sent its code (epoch ms). */
export type VerifyState = { email?: string; codeSentAt?: number };

function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.loggedIn);
        navigate(paths.home);
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <Link to={paths.resetPassword} className="text-sm font-semibold text-brand-strong hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" pending={login.isPending} pendingText="Logging in...">
        Login
      </Button>
    </form>
  );
}

function SignUpFormView() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<SignUpInput, unknown, RegisterBody>({
    resolver: zodResolver(SignUpForm),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: ({ email }) => {
        toast.success(SUCCESS.registered);
        navigate(paths.verify, { state: { email, codeSentAt: Date.now() } satisfies VerifyState });
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['name', 'email', 'phone', 'gender', 'password']);
        toastError(error, ERROR_FALLBACK.signup);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          placeholder="10-digit mobile"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <SelectField label="Gender" defaultValue="" error={errors.gender?.message} {...form.register('gender')}>
          <option value="" disabled>
            Select gender
          </option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </SelectField>
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" pending={register.isPending} pendingText="Creating account...">
        Create Account
      </Button>
    </form>
  );
}

/** /auth: login and sign-up behind one toggle. */
export function AuthForm({ mode: initialMode = 'login' }: { mode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const tabClass = (active: boolean) =>
    `flex-1 rounded-[calc(var(--radius-control)-2px)] px-4 py-2 text-sm font-semibold transition-colors ${
      active ? 'bg-card text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
    }`;

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="Login or sign up"
        className="flex gap-1 rounded-[var(--radius-control)] bg-paper p-1"
      >
        <button
          type="button"
          role="tab"
          id="tab-login"
          aria-selected={mode === 'login'}
          aria-controls="panel-auth"
          className={tabClass(mode === 'login')}
          onClick={() => setMode('login')}
        >
          Login
        </button>
        <button
          type="button"
          role="tab"
          id="tab-signup"
          aria-selected={mode === 'signup'}
          aria-controls="panel-auth"
          className={tabClass(mode === 'signup')}
          onClick={() => setMode('signup')}
        >
          Sign Up
        </button>
      </div>
      <div role="tabpanel" id="panel-auth" aria-labelledby={mode === 'login' ? 'tab-login' : 'tab-signup'}>
        {mode === 'login' ? <LoginForm /> : <SignUpFormView />}
      </div>
      <p className="text-center text-sm text-ink-soft">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className="font-semibold text-brand-strong hover:underline"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? 'Create one' : 'Log in'}
        </button>
      </p>
    </div>
  );
}
