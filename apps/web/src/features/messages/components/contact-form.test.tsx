import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API } from '@shop/shared';
import { ACCOUNT_VALIDATION_HI } from '../../../../../../packages/shared/src/account/account.texts.hi.ts';
import { CONTACT_PAGE_TEXTS_HI } from '../../../../../../packages/shared/src/messages/contact-page.texts.hi.ts';
import {
  CONTACT_ERROR_FALLBACK_HI,
  CONTACT_SUCCESS_HI,
  CONTACT_VALIDATION_HI,
} from '../../../../../../packages/shared/src/messages/messages.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { ContactForm } from './contact-form';

startFakeApi();
const toasts = recordToasts();

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );

describe('the contact form in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('labels its fields, checks them and answers in Hindi', async () => {
    await showLanguage('hi');
    // A shopper who went through checkout first: its part's `{field} is required` (an address
    // field's) must not take the contact form's own "Message is required".
    await withHindiPart(async () => null, HINDI.checkout)();
    // The contact page's part of the Hindi catalogue, as the router loads it with the screen.
    await withHindiPart(async () => null, HINDI.contact)();
    const user = userEvent.setup();
    renderForm();
    const T = CONTACT_PAGE_TEXTS_HI;
    expect(screen.getByRole('form', { name: T.form })).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(ACCOUNT_VALIDATION_HI.nameRequired, {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText(CONTACT_VALIDATION_HI.messageRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: new RegExp(T.message) })).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).not.toContain(`POST ${API.contact}`);

    await user.type(screen.getByRole('textbox', { name: new RegExp(T.name) }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: new RegExp(T.email) }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: new RegExp(T.phone) }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: new RegExp(T.message) }), 'ऑर्डर 1042 कब आएगा?');
    fakeApi.on('post', API.contact, { status: 500, code: 'INTERNAL', message: '' });
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(toasts).toEqual([`error: ${CONTACT_ERROR_FALLBACK_HI.submitContact}`]), {
      timeout: 5_000,
    });

    fakeApi.on('post', API.contact, { status: 201, data: null });
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(toasts.at(-1)).toBe(`success: ${CONTACT_SUCCESS_HI.messageSent}`), { timeout: 5_000 });
    expect(screen.getByRole('textbox', { name: new RegExp(T.name) })).toHaveValue('');
  });
});
