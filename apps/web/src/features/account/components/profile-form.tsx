import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ERROR_FALLBACK, SUCCESS, UpdateProfileBody, type User, PHONE_INPUT_MAX_LENGTH } from '@shop/shared';
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
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your e-mail address is your login and cannot be changed."
          className="sm:col-span-2"
        />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={!isDirty}>
            Save Changes
          </Button>
          {isDirty ? (
            <Button variant="ghost" onClick={() => form.reset()}>
              Discard
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title="Save profile changes?"
        message="Your name and phone number will be updated on your account and used for your next orders."
        confirmLabel="Save"
        pendingLabel="Saving..."
        tone="primary"
        pending={update.isPending}
        onConfirm={save}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
