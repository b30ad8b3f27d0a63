import { AuthForm, AuthShell } from '../../features/account';

/** /auth: login and sign-up (no shared header or footer). */
export default function AuthScreen() {
  return (
    <AuthShell
      title="Login or Sign Up"
      heading="Welcome to StoryFit"
      lead="Log in or create an account to shop, track orders and save addresses."
    >
      <AuthForm />
    </AuthShell>
  );
}
