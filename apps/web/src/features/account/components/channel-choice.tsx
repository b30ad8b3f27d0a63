import { forwardRef, type InputHTMLAttributes } from 'react';
import { PHONE_OTP_CHANNELS, SCREEN, type PhoneOtpChannel } from '@shop/shared';
import { useAuthTexts } from '../auth-texts';

type ChannelChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  /** The channel checked now, for the look (the form holds the value). */
  selected: PhoneOtpChannel | undefined;
  error?: string | undefined;
};

/** "Send the code by": SMS or WhatsApp, as two pills; registered with react-hook-form like a field. */
export const ChannelChoice = forwardRef<HTMLInputElement, ChannelChoiceProps>(function ChannelChoice(
  { selected, error, ...input },
  ref,
) {
  const texts = useAuthTexts();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{texts.sendCodeBy}</legend>
      <div className="flex flex-wrap gap-2">
        {PHONE_OTP_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={`relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
              selected === channel ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink hover:border-ink'
            }`}
          >
            <input type="radio" className="sr-only" value={channel} {...input} ref={ref} />
            {SCREEN.channels[channel]}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
