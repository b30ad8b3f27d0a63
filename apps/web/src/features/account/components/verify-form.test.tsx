import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { VerifyForm } from './verify-form';

const calls = vi.hoisted(() => ({
  resendOtp: vi.fn<(email: string) => Promise<string>>(),
  verifyUser: vi.fn<(body: unknown) => Promise<unknown>>(),
}));

vi.mock('../api/session', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useResendOtp: () => useMutation({ mutationFn: calls.resendOtp }),
    useVerifyUser: () => useMutation({ mutationFn: calls.verifyUser }),
  };
});

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
    calls.resendOtp.mockReset();
    calls.verifyUser.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('counts 60 seconds down after a successful resend, then allows another', async () => {
    calls.resendOtp.mockResolvedValue('OTP resent successfully!');
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    const waiting = await screen.findByRole('button', { name: 'Resend OTP in 60s' });
    expect(waiting).toBeDisabled();
    expect(calls.resendOtp.mock.calls[0]?.[0]).toBe('asha@example.in');

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('does not start the countdown when the resend is refused', async () => {
    calls.resendOtp.mockRejectedValue(new ApiError(SERVER_MESSAGES.otpResendWait(42), 429));
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('needs a valid e-mail to resend', async () => {
    renderForm('not-an-email');
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(VALIDATION.resendEmailInvalid)).toBeInTheDocument();
    expect(calls.resendOtp).not.toHaveBeenCalled();
  });

  it('shows a refused code inline, under the OTP field', async () => {
    calls.verifyUser.mockRejectedValue(
      new ApiError(SERVER_MESSAGES.otpVoided, 400, { otp: SERVER_MESSAGES.otpVoided }),
    );
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
    expect(calls.verifyUser).not.toHaveBeenCalled();
  });
});
