import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { API, SERVER_MESSAGES, VALIDATION } from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { AuthForm } from './auth-form';
import { asha } from '../../../test/users';

startFakeApi();
afterEach(() => useAuthStore.getState().clearUser());

/** Where the form sent the shopper, and with what state. */
function Landing({ name }: { name: string }) {
  const { state } = useLocation();
  return <p data-testid="landing">{`${name} ${JSON.stringify(state ?? {})}`}</p>;
}

function renderAuth(mode: 'login' | 'signup' = 'login') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/auth" element={<AuthForm mode={mode} />} />
          <Route path="/" element={<Landing name="home" />} />
          <Route path="/verify" element={<Landing name="verify" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('login', () => {
  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeVisible();
    expect(fakeApi.calls).toEqual([]);
  });

  it('signs in, remembers the user and goes home', async () => {
    fakeApi.on('post', API.user.login, { data: { user: asha, accessToken: 'header.payload.signature' } });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent(/^home/);
    expect(fakeApi.bodies).toEqual([{ email: 'asha@example.in', password: 'a-long-password' }]);
    expect(useAuthStore.getState().user?.email).toBe('asha@example.in');
  });

  it('sends an account not yet verified on to /verify with its e-mail', async () => {
    fakeApi.on('post', API.user.login, { status: 403, code: 'NOT_VERIFIED', message: SERVER_MESSAGES.notVerified });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'new@example.in');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('verify {"email":"new@example.in"}');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('stays on the form when the credentials are wrong', async () => {
    fakeApi.on('post', API.user.login, {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: SERVER_MESSAGES.invalidCredentials,
    });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fakeApi.calls).toEqual([`POST ${API.user.login}`]));
    expect(screen.queryByTestId('landing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('sign-up', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
  };

  it('checks the fields the shared rules name before calling the server', async () => {
    const user = userEvent.setup();
    renderAuth('signup');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeVisible();
    expect(screen.getByText(VALIDATION.phoneInvalid)).toBeVisible();
    expect(screen.getByText(VALIDATION.genderRequired)).toBeVisible();
    expect(fakeApi.calls).toEqual([]);
  });

  it('goes on to /verify with the e-mail and when the code was sent', async () => {
    fakeApi.on('post', API.user.register, { status: 201, data: { email: 'asha@example.in' } });
    const user = userEvent.setup();
    renderAuth('signup');
    await fill(user);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const landing = await screen.findByTestId('landing');
    const state = JSON.parse(landing.textContent!.replace(/^verify /, '')) as { email: string; codeSentAt: number };
    expect(state.email).toBe('asha@example.in');
    expect(state.codeSentAt).toBeGreaterThanOrEqual(before);
    expect(fakeApi.bodies).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        gender: 'female',
        password: 'a-long-password',
      },
    ]);
  });

  it("puts the server's field errors under their fields", async () => {
    fakeApi.on('post', API.user.register, {
      status: 400,
      code: 'VALIDATION',
      message: VALIDATION.passwordTooShort,
      errors: { password: VALIDATION.passwordTooShort },
    });
    const user = userEvent.setup();
    renderAuth('signup');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VALIDATION.passwordTooShort)).toBeVisible();
    expect(screen.queryByTestId('landing')).toBeNull();
  });
});

describe('in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('labels its forms in Hindi and shows the shared schema’s messages in Hindi', async () => {
    await showLanguage('hi');
    // The page's part of the Hindi catalogue, loaded as the router loads it with the screen.
    await withHindiPart(
      async () => null,
      () => import('@shop/shared/hindi/account').then((m) => m.HINDI_ACCOUNT),
    )();
    const user = userEvent.setup();
    renderAuth('signup');
    expect(screen.getByRole('tab', { name: 'साइन अप' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('ईमेल सही नहीं है')).toBeVisible();
    expect(screen.getByText('नाम ज़रूरी है')).toBeVisible();
    expect(fakeApi.calls).toEqual([]);
  });
});
