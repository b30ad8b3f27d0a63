import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { OTP_LENGTH } from '@shop/shared';
import { TextField } from '../../../components/ui/field';

/** The one-time-code input of /verify and /reset-password: numeric, 6 digits, spaced out. */
export const OtpField = forwardRef<HTMLInputElement, Omit<ComponentPropsWithoutRef<typeof TextField>, 'label'>>(
  function OtpField(props, ref) {
    return (
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="6-digit code"
        className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em] [&_input]:placeholder:font-sans [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal"
        {...props}
        ref={ref}
      />
    );
  },
);
