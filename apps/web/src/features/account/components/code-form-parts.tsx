import { Button } from '../../../components/ui/button';
import { useAuthTexts } from '../auth-texts';

/** A form's error from the server, above its buttons (the code forms of sign-up and the phone). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}

/** "Resend code", waiting out the cool-down the server keeps between two codes. */
export function ResendCodeButton({
  remaining,
  pending,
  onResend,
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
}) {
  const texts = useAuthTexts();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onResend}
      disabled={remaining > 0}
      pending={pending}
      pendingText={texts.sending}
      className="text-brand-strong"
    >
      {remaining > 0 ? texts.resendCodeIn(remaining) : texts.resendCode}
    </Button>
  );
}
