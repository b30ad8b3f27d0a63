import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignUpForm } from './signup-form';
import { useAuthTexts } from '../auth-texts';

export type AuthMode = 'login' | 'signup';

/** /auth: login and sign-up behind one toggle. */
export function AuthForm({ mode: initialMode = 'login' }: { mode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const texts = useAuthTexts();
  const tabClass = (active: boolean) =>
    `flex-1 rounded-[calc(var(--radius-control)-2px)] px-4 py-2 text-sm font-semibold transition-colors ${
      active ? 'bg-card text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
    }`;

  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label={texts.tabs} className="flex gap-1 rounded-[var(--radius-control)] bg-paper p-1">
        <button
          type="button"
          role="tab"
          id="tab-login"
          aria-selected={mode === 'login'}
          aria-controls="panel-auth"
          className={tabClass(mode === 'login')}
          onClick={() => setMode('login')}
        >
          {texts.login}
        </button>
        <button
          type="button"
          role="tab"
          id="tab-signup"
          aria-selected={mode === 'signup'}
          aria-controls="panel-auth"
          className={tabClass(mode === 'signup')}
          onClick={() => setMode('signup')}
        >
          {texts.signUp}
        </button>
      </div>
      <div role="tabpanel" id="panel-auth" aria-labelledby={mode === 'login' ? 'tab-login' : 'tab-signup'}>
        {mode === 'login' ? <LoginForm /> : <SignUpForm />}
      </div>
      <p className="text-center text-sm text-ink-soft">
        {mode === 'login' ? texts.noAccount : texts.haveAccount}
        <button
          type="button"
          className="font-semibold text-brand-strong hover:underline"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? texts.createOne : texts.logIn}
        </button>
      </p>
    </div>
  );
}
