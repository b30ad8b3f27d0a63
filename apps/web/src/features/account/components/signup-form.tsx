import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { type z } from 'zod';
import { ERROR_FALLBACK, GENDERS, Password, RegisterBody, SUCCESS, PHONE_INPUT_MAX_LENGTH } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { EmailField, SelectField, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { toast, toastError } from '../../../lib/toast';
import { useRegister } from '../api/session';
import type { VerifyState } from './verify-state';
import { PasswordField } from './password-field';
import { applyServerErrors } from './server-errors';
import { useAuthTexts } from '../auth-texts';

/** The password's length rule is the server's; the form checks only that one was typed. */
const SignUpBody = RegisterBody.extend({ password: Password });
type SignUpInput = z.input<typeof SignUpBody>;

/** Sign-up: on success the code is on its way and /verify takes over, counting down from now. */
export function SignUpForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const texts = useAuthTexts();
  const form = useForm<SignUpInput, unknown, RegisterBody>({
    resolver: zodResolver(SignUpBody),
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
      <TextField label={texts.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <EmailField label={texts.email} error={errors.email?.message} {...form.register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={texts.phonePlaceholder}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <SelectField label={texts.gender} defaultValue="" error={errors.gender?.message} {...form.register('gender')}>
          <option value="" disabled>
            {texts.selectGender}
          </option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {texts[g]}
            </option>
          ))}
        </SelectField>
      </div>
      <PasswordField
        label={texts.password}
        autoComplete="new-password"
        hint={texts.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" pending={register.isPending} pendingText={texts.creatingAccount}>
        {texts.createAccount}
      </Button>
    </form>
  );
}
