import { AuthShell, ResetPasswordForm } from '../../features/account';

/** /reset-password: e-mail, then the code and the new password; success goes to /auth after 2 s. */
export default function ResetPasswordScreen() {
  return (
    <AuthShell
      title="Reset password"
      heading="Reset your password"
      lead="We will email you a code to set a new password."
    >
      <ResetPasswordForm />
    </AuthShell>
  );
}
