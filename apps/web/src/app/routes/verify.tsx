import { useLocation } from 'react-router';
import { AuthShell, VerifyForm, type VerifyState } from '../../features/account';

/** /verify: reached from sign-up (or an unverified login) carrying the e-mail. */
export default function VerifyScreen() {
  const state = useLocation().state as VerifyState | null;
  return (
    <AuthShell
      title="Verify your account"
      heading="Verify your email"
      lead="Enter the 6-digit code we emailed you to activate your account."
    >
      <VerifyForm email={state?.email ?? ''} codeSentAt={state?.codeSentAt} />
    </AuthShell>
  );
}
