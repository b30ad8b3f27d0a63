import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { type z } from 'zod';
import {
  ERROR_FALLBACK,
  OTP_RESEND_WAIT_SECONDS,
  PHONE_INPUT_MAX_LENGTH,
  PhoneLoginBody,
  PhoneOtpBody,
  SCREEN,
  SUCCESS,
  type PhoneOtpChannel,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { afterLoginPath } from '../../../lib/after-login';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { usePhoneLogin, useRequestPhoneOtp } from '../api/phone';
import { useCountdown } from '../hooks/use-countdown';
import { ChannelChoice } from './channel-choice';
import { OtpField } from './otp-field';
import { applyServerErrors } from './server-errors';
import { FormAlert, ResendCodeButton } from './code-form-parts';
import { useAuthTexts } from '../auth-texts';
import { useTranslateMessage } from '../../../lib/i18n';

type NumberInput = z.input<typeof PhoneOtpBody>;
type CodeInput = z.input<typeof PhoneLoginBody>;
type Sent = { phone: string; channel: PhoneOtpChannel; at: number };

/**
 * Log-in with a phone: the number and the channel (SMS or WhatsApp), then the 6-digit code, with
 * a resend after the server's wait. The server answers the same for any number, so the code screen
 * says how a number gets verified instead of saying whether this one is.
 */
export function PhoneLoginForm() {
  const [sent, setSent] = useState<Sent | null>(null);
  return sent ? (
    <PhoneCodeForm sent={sent} onResent={(at) => setSent({ ...sent, at })} onChangeNumber={() => setSent(null)} />
  ) : (
    <PhoneNumberForm onSent={setSent} />
  );
}

function PhoneNumberForm({ onSent }: { onSent: (sent: Sent) => void }) {
  const ask = useRequestPhoneOtp();
  const form = useForm<NumberInput, unknown, PhoneOtpBody>({
    resolver: zodResolver(PhoneOtpBody),
    defaultValues: { phone: '', channel: 'sms' },
  });
  const { errors } = form.formState;
  const channel = useWatch({ control: form.control, name: 'channel' });
  const texts = useAuthTexts();

  const onSubmit = form.handleSubmit((body) =>
    ask.mutate(body, {
      onSuccess: () => onSent({ phone: body.phone, channel: body.channel, at: Date.now() }),
      onError: (error) => {
        applyServerErrors(error, form.setError, ['phone', 'channel']);
        toastError(error, ERROR_FALLBACK.account);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={texts.phoneNumber}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={texts.phoneNumberPlaceholder}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        hint={texts.phoneLoginHint}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <ChannelChoice selected={channel} error={errors.channel?.message} {...form.register('channel')} />
      <Button type="submit" size="lg" pending={ask.isPending} pendingText={texts.sendingCode}>
        {texts.sendCode}
      </Button>
    </form>
  );
}

function PhoneCodeForm({
  sent,
  onResent,
  onChangeNumber,
}: {
  sent: Sent;
  onResent: (at: number) => void;
  onChangeNumber: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = usePhoneLogin();
  const ask = useRequestPhoneOtp();
  const countdown = useCountdown(OTP_RESEND_WAIT_SECONDS, sent.at);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CodeInput, unknown, PhoneLoginBody>({
    resolver: zodResolver(PhoneLoginBody),
    defaultValues: { phone: sent.phone, otp: '' },
  });
  const { errors } = form.formState;
  const texts = useAuthTexts();
  const translate = useTranslateMessage();

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    login.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.loggedIn);
        navigate(afterLoginPath(location.state), { replace: true });
      },
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, ['otp'])) setFormError(errorMessage(error, ERROR_FALLBACK.login));
      },
    });
  });

  const onResend = () =>
    ask.mutate(
      { phone: sent.phone, channel: sent.channel },
      {
        onSuccess: () => {
          toast.success(SUCCESS.otpResent);
          countdown.start();
          onResent(Date.now());
        },
        onError: (error) => toastError(error, ERROR_FALLBACK.resendOtp),
      },
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p role="status" className="rounded-[var(--radius-control)] bg-paper px-3 py-2 text-sm text-ink-soft">
        {translate(SUCCESS.phoneOtpSent)}
      </p>
      <OtpField
        hint={texts.phoneCodeHint(`+91 ${sent.phone}`, SCREEN.channels[sent.channel])}
        error={errors.otp?.message}
        autoFocus
        {...form.register('otp')}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" pending={login.isPending} pendingText={texts.loggingIn}>
        {texts.login}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onChangeNumber}>
          {texts.changeNumber}
        </Button>
        <ResendCodeButton remaining={countdown.remaining} pending={ask.isPending} onResend={onResend} />
      </div>
    </form>
  );
}
