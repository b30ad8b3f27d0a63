import { AuthShell, ResetPasswordForm, useAuthTexts } from '../../features/account';

/** /reset-password: e-mail, then the code and the new password; success goes to /auth after 2 s. */
export default function ResetPasswordScreen() {
  const texts = useAuthTexts();
  return (
    <AuthShell title={texts.resetTitle} heading={texts.resetHeading} lead={texts.resetLead}>
      <ResetPasswordForm />
    </AuthShell>
  );
}
