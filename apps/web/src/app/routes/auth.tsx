import { AuthForm, AuthShell, useAuthTexts } from '../../features/account';

/** /auth: login and sign-up (no shared header or footer). */
export default function AuthScreen() {
  const texts = useAuthTexts();
  return (
    <AuthShell title={texts.title} heading={texts.heading} lead={texts.lead}>
      <AuthForm />
    </AuthShell>
  );
}
