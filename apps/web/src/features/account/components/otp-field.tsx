import type { ComponentProps } from 'react';
import { OTP_LENGTH } from '@shop/shared';
import { TextField } from '../../../components/ui/field';

/** The one-time-code input of /verify and /reset-password: numeric, 6 digits, spaced out. */
export function OtpField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder="6-digit code"
      className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em] [&_input]:placeholder:font-sans [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal"
      {...props}
    />
  );
}
