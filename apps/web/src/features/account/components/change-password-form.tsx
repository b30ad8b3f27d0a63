import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { KeyRound } from 'lucide-react';
import { ERROR_FALLBACK, MY_ACCOUNT_PAGE_TEXTS, Password, SUCCESS, type ChangePasswordBody } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../lib/toast';
import { useChangePassword } from '../api/passwords';
import { PasswordField } from './password-field';
import { useAuthTexts } from '../auth-texts';
import { applyServerErrors } from './server-errors';

/** No client rule on passwords beyond "required"; the server sets the new one's length. */
const ChangePasswordForm = z.object({ oldPassword: Password, newPassword: Password });

/** The password-change form, which toggles open and closed. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const authTexts = useAuthTexts();
  const panelId = useId();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    setOpen(false);
  };

  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.passwordChanged);
        close();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['oldPassword', 'newPassword']);
        toastError(error, ERROR_FALLBACK.account);
      },
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{texts.password}</h3>
          <p className="text-sm text-ink-soft">{texts.passwordLead}</p>
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? null : <KeyRound className="size-4" aria-hidden />}
          {open ? texts.cancel : texts.changePassword}
        </Button>
      </div>
      {open ? (
        <form
          id={panelId}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 rounded-[var(--radius-card)] bg-paper p-4 sm:grid-cols-2 sm:p-5"
        >
          <PasswordField
            label={texts.currentPassword}
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <PasswordField
            label={texts.newPassword}
            autoComplete="new-password"
            hint={authTexts.passwordHint}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" pending={change.isPending} pendingText={texts.updating}>
              {texts.updatePassword}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
