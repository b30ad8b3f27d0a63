import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, SCREEN, SERVER_MESSAGES, SUCCESS, VALIDATION } from '@shop/shared';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { LoginForm } from './login-form';

startFakeApi();

function renderForm() {
  const router = createMemoryRouter([
    { path: '/auth', element: <LoginForm /> },
    { path: '/', element: <p>Home page</p> },
  ]);
  void router.navigate('/auth');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('log-in with a phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  async function askForCode(phone = '+91 98765 43210') {
    fakeApi.on('post', API.user.phoneOtp, { message: SUCCESS.phoneOtpSent, data: null });
    renderForm();
    await user().click(screen.getByRole('button', { name: SCREEN.usePhone }));
    await user().type(screen.getByLabelText('Phone number'), phone);
    await user().click(screen.getByText('WhatsApp'));
    await user().click(screen.getByRole('button', { name: 'Send code' }));
  }

  it('sends the number as its 10 digits with the chosen channel, then asks for the code', async () => {
    await askForCode();
    expect(await screen.findByText(SUCCESS.phoneOtpSent)).toBeInTheDocument();
    expect(fakeApi.bodies).toEqual([{ phone: '9876543210', channel: 'whatsapp' }]);
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });

  it('checks the number before sending it', async () => {
    renderForm();
    await user().click(screen.getByRole('button', { name: SCREEN.usePhone }));
    await user().type(screen.getByLabelText('Phone number'), '12345');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(VALIDATION.phoneInvalid)).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it('lets the code be sent again only after the cool-down', async () => {
    await askForCode();
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_500));
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(fakeApi.bodies).toHaveLength(2);
  });

  it('shows a refused code under the field', async () => {
    await askForCode();
    fakeApi.on('post', API.user.phoneLogin, {
      status: 400,
      code: 'BAD_REQUEST',
      message: SERVER_MESSAGES.phoneOtpRefused,
      errors: { otp: SERVER_MESSAGES.phoneOtpRefused },
    });
    await user().type(await screen.findByLabelText('OTP'), '123456');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(SERVER_MESSAGES.phoneOtpRefused)).toBeInTheDocument();
    expect(fakeApi.bodies.at(-1)).toEqual({ phone: '9876543210', otp: '123456' });
  });
});
