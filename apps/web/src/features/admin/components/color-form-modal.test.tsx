import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, COLOR_NAME_MAX, type Color } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { ColorFormModal } from './color-form-modal';

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

startFakeApi();

const sky: Color = { _id: '6f1c2b1e-1d5c-4d38-9a43-3c1b5e0a9f10', name: 'Sky Blue', nameHi: 'आसमानी', hex: '#7FB2E5' };

const renderForm = (color: Color | null) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ColorFormModal open color={color} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe("the admin's colour form: the optional Hindi name", () => {
  it('adds a colour with its Hindi name, sent composed, in a field marked as Hindi', async () => {
    fakeApi.on('post', API.color.list, ({ body }) => ({ status: 201, data: { _id: sky._id, ...(body as object) } }));
    renderForm(null);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sky Blue');
    const hindi = screen.getByRole('textbox', { name: /Hindi name/ });
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    // Typed decomposed (the nukta apart), as some keyboards write it.
    await user.type(hindi, 'सफ़ेद'.normalize('NFD'));
    await user.clear(screen.getByRole('textbox', { name: /Hex code/ }));
    await user.type(screen.getByRole('textbox', { name: /Hex code/ }), '#7FB2E5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApi.calls).toEqual([`POST ${API.color.list}`]));
    expect(fakeApi.bodies[0]).toEqual({ name: 'Sky Blue', nameHi: 'सफ़ेद'.normalize('NFC'), hex: '#7FB2E5' });
  });

  it("edits a colour's Hindi name, and sends a cleared one as none", async () => {
    fakeApi.on('patch', API.color.one(':id'), ({ body }) => ({ data: { ...sky, ...(body as object) } }));
    renderForm(sky);
    const user = userEvent.setup();
    const hindi = screen.getByRole('textbox', { name: /Hindi name/ });
    expect(hindi).toHaveValue('आसमानी');
    await user.clear(hindi);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApi.calls).toEqual([`PATCH ${API.color.one(sky._id)}`]));
    expect(fakeApi.bodies[0]).toMatchObject({ name: 'Sky Blue', nameHi: null });
  });

  it('refuses a Hindi name longer than an English one may be, at the field, without a call', async () => {
    renderForm(sky);
    const user = userEvent.setup();
    const hindi = screen.getByRole('textbox', { name: /Hindi name/ });
    await user.clear(hindi);
    await user.click(hindi);
    await user.paste('न'.repeat(COLOR_NAME_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(new RegExp(`${COLOR_NAME_MAX}`))).toBeInTheDocument();
    expect(hindi).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).toEqual([]);
  });
});
