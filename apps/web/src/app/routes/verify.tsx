import { useLocation } from 'react-router';
import { AuthShell, useAuthTexts, VerifyForm, type VerifyState } from '../../features/account';

/** /verify: reached from sign-up (or an unverified login) carrying the e-mail. */
export default function VerifyScreen() {
  const state = useLocation().state as VerifyState | null;
  const texts = useAuthTexts();
  return (
    <AuthShell title={texts.verifyTitle} heading={texts.verifyHeading} lead={texts.verifyLead}>
      <VerifyForm email={state?.email ?? ''} codeSentAt={state?.codeSentAt} />
    </AuthShell>
  );
}
