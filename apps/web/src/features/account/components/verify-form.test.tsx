import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, SERVER_MESSAGES, VALIDATION } from '@shop/shared';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { VerifyForm } from './verify-form';

startFakeApi();

function renderForm(email = 'asha@example.in') {
  const router = createMemoryRouter([{ path: '/', element: <VerifyForm email={email} /> }]);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('VerifyForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('counts 60 seconds down after a successful resend, then allows another', async () => {
    fakeApi.on('post', API.user.resendOtp, { message: 'OTP resent successfully!', data: null });
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    const waiting = await screen.findByRole('button', { name: 'Resend OTP in 60s' });
    expect(waiting).toBeDisabled();
    expect(fakeApi.bodies).toEqual([{ email: 'asha@example.in' }]);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('does not start the countdown when the resend is refused', async () => {
    fakeApi.on('post', API.user.resendOtp, {
      status: 429,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.otpResendWait(42),
    });
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('needs a valid e-mail to resend', async () => {
    renderForm('not-an-email');
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(VALIDATION.resendEmailInvalid)).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it('shows a refused code inline, under the OTP field', async () => {
    fakeApi.on('post', API.user.verify, {
      status: 400,
      code: 'BAD_REQUEST',
      message: SERVER_MESSAGES.otpVoided,
      errors: { otp: SERVER_MESSAGES.otpVoided },
    });
    renderForm();
    await user().type(screen.getByLabelText('OTP'), '123456');
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SERVER_MESSAGES.otpVoided)).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the code has 6 digits before sending it', async () => {
    renderForm();
    await user().type(screen.getByLabelText('OTP'), '12a');
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(VALIDATION.otpDigits)).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });
});
