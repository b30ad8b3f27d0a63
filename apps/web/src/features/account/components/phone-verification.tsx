import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { type z } from 'zod';
import {
  MY_ACCOUNT_PAGE_TEXTS,
  ERROR_FALLBACK,
  OTP_RESEND_WAIT_SECONDS,
  PhoneVerifyBody,
  PhoneVerifyOtpBody,
  SCREEN,
  SUCCESS,
  type PhoneOtpChannel,
  type User,
} from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useRequestPhoneVerification, useVerifyPhone } from '../api/phone';
import { useCountdown } from '../hooks/use-countdown';
import { ChannelChoice } from './channel-choice';
import { OtpField } from './otp-field';
import { applyServerErrors } from './server-errors';
import { FormAlert, ResendCodeButton } from './code-form-parts';

type ChannelInput = z.input<typeof PhoneVerifyOtpBody>;
type CodeInput = z.input<typeof PhoneVerifyBody>;

/**
 * My Account's phone: verified (it signs in), or a code sent to it by SMS or WhatsApp and typed
 * back, once. A number changed on the profile must be verified again.
 */
export function PhoneVerification({ user }: { user: User }) {
  const [sent, setSent] = useState<{ channel: PhoneOtpChannel; at: number } | null>(null);
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  return (
    <section aria-labelledby="phone-verification" className="flex flex-col gap-3">
      <h3 id="phone-verification" className="text-lg font-semibold">
        {texts.phoneLoginTitle}
      </h3>
      {user.phoneVerified ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <BadgeCheck className="size-5 text-success" aria-hidden />
          <span>
            <span className="font-semibold text-ink">+91 {user.phone}</span> · {texts.phoneIsVerified}
          </span>
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">
            <span className="font-semibold text-ink">+91 {user.phone}</span> · {texts.phoneNotVerified}
          </p>
          {sent ? (
            <CodeStep channel={sent.channel} sentAt={sent.at} onResent={(at) => setSent({ ...sent, at })} />
          ) : (
            <ChannelStep onSent={(channel) => setSent({ channel, at: Date.now() })} />
          )}
        </>
      )}
    </section>
  );
}

function ChannelStep({ onSent }: { onSent: (channel: PhoneOtpChannel) => void }) {
  const ask = useRequestPhoneVerification();
  const form = useForm<ChannelInput, unknown, PhoneVerifyOtpBody>({
    resolver: zodResolver(PhoneVerifyOtpBody),
    defaultValues: { channel: 'sms' },
  });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const onSubmit = form.handleSubmit((body) =>
    ask.mutate(body, {
      onSuccess: () => {
        toast.success(SUCCESS.phoneCodeSent);
        onSent(body.channel);
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.account),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col items-start gap-3">
      <ChannelChoice selected={channel} error={form.formState.errors.channel?.message} {...form.register('channel')} />
      <Button type="submit" pending={ask.isPending} pendingText={texts.sendingCode}>
        {texts.verifyPhone}
      </Button>
    </form>
  );
}

function CodeStep({
  channel,
  sentAt,
  onResent,
}: {
  channel: PhoneOtpChannel;
  sentAt: number;
  onResent: (at: number) => void;
}) {
  const verify = useVerifyPhone();
  const ask = useRequestPhoneVerification();
  const countdown = useCountdown(OTP_RESEND_WAIT_SECONDS, sentAt);
  const [formError, setFormError] = useState<string | null>(null);
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const form = useForm<CodeInput, unknown, PhoneVerifyBody>({
    resolver: zodResolver(PhoneVerifyBody),
    defaultValues: { otp: '' },
  });
  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    verify.mutate(body, {
      onSuccess: () => toast.success(SUCCESS.phoneVerified),
      onError: (error) => {
        if (!applyServerErrors(error, form.setError, ['otp']))
          setFormError(errorMessage(error, ERROR_FALLBACK.account));
      },
    });
  });
  const onResend = () =>
    ask.mutate(
      { channel },
      {
        onSuccess: () => {
          toast.success(SUCCESS.phoneCodeSent);
          countdown.start();
          onResent(Date.now());
        },
        onError: (error) => toastError(error, ERROR_FALLBACK.resendOtp),
      },
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
      <OtpField
        hint={texts.sentBy(SCREEN.channels[channel])}
        error={form.formState.errors.otp?.message}
        autoFocus
        {...form.register('otp')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" pending={verify.isPending} pendingText={texts.verifying}>
          {texts.verify}
        </Button>
        <ResendCodeButton remaining={countdown.remaining} pending={ask.isPending} onResend={onResend} />
      </div>
    </form>
  );
}
