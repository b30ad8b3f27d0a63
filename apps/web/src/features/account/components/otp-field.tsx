import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { OTP_LENGTH } from '@shop/shared';
import { TextField } from '../../../components/ui/field';
import { useAuthTexts } from '../auth-texts';

/** The one-time-code input of /verify and /reset-password: numeric, 6 digits, spaced out. */
export const OtpField = forwardRef<HTMLInputElement, Omit<ComponentPropsWithoutRef<typeof TextField>, 'label'>>(
  function OtpField(props, ref) {
    const texts = useAuthTexts();
    return (
      <TextField
        label={texts.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={texts.otpPlaceholder}
        className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em] [&_input]:placeholder:font-sans [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal"
        {...props}
        ref={ref}
      />
    );
  },
);
