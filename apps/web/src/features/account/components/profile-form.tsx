import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ERROR_FALLBACK,
  MY_ACCOUNT_PAGE_TEXTS,
  PHONE_INPUT_MAX_LENGTH,
  SUCCESS,
  UpdateProfileBody,
  type User,
} from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useUpdateProfile } from '../api/profile';
import { applyServerErrors } from './server-errors';

type ProfileInput = z.input<typeof UpdateProfileBody>;

/** Name and phone, the e-mail read-only; saving asks for confirmation first. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [pending, setPending] = useState<UpdateProfileBody | null>(null);
  const form = useForm<ProfileInput, unknown, UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBody),
    values: { name: user.name, phone: user.phone },
  });
  const { errors, isDirty } = form.formState;
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);

  const save = () => {
    if (!pending) return;
    update.mutate(pending, {
      onSuccess: () => {
        toast.success(SUCCESS.profileUpdated);
        setPending(null);
      },
      onError: (error) => {
        setPending(null);
        applyServerErrors(error, form.setError, ['name', 'phone']);
        toastError(error, ERROR_FALLBACK.account);
      },
    });
  };

  return (
    <>
      <form onSubmit={form.handleSubmit(setPending)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label={texts.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={texts.email}
          type="email"
          value={user.email}
          readOnly
          hint={texts.emailIsLogin}
          className="sm:col-span-2"
        />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={!isDirty}>
            {texts.saveChanges}
          </Button>
          {isDirty ? (
            <Button variant="ghost" onClick={() => form.reset()}>
              {texts.discard}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={texts.saveProfileTitle}
        message={texts.saveProfileMessage}
        confirmLabel={texts.save}
        pendingLabel={texts.saving}
        tone="primary"
        pending={update.isPending}
        onConfirm={save}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
