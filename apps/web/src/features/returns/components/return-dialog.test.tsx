import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  API,
  REFUND_DESTINATION_LABELS,
  RETURN_MESSAGES,
  RETURN_SCREEN_TEXTS,
  RETURN_TEXTS,
  type ReturnEligibility,
} from '@shop/shared';
import {
  REFUND_DESTINATION_LABELS_HI,
  RETURN_MESSAGES_HI,
  RETURN_REASON_LABELS_HI,
  RETURN_SCREEN_TEXTS_HI,
  RETURN_TEXTS_HI,
} from '../../../../../../packages/shared/src/returns/returns.texts.hi.ts';
import { UPI_TEXTS_HI } from '../../../../../../packages/shared/src/payments/upi.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { aReturn } from '../../../test/payments';
import { recordToasts } from '../../../test/toasts';
import { ReturnDialog } from './return-dialog';

// jsdom has no modal dialogs: opening one marks it open, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

startFakeApi();
const toasts = recordToasts();

const orderId = aReturn().orderId;
/** A delivered cash-on-delivery order of two tees in M, L in stock for an exchange. */
const eligibility: ReturnEligibility = {
  orderId,
  paymentMethod: 'cod',
  returnFee: 0,
  refusal: null,
  windowEndsAt: null,
  lines: [
    {
      itemId: aReturn().lines[0]!.itemId,
      productName: 'Story Tee',
      colorName: 'Sand',
      imageUrl: null,
      size: 'M',
      quantity: 2,
      unitPrice: 1000,
      discount: 0,
      onSale: false,
      alreadyReturned: false,
      returnable: 2,
      exchangeSizes: ['L'],
    },
  ],
};

function renderDialog(answer: ReturnEligibility = eligibility) {
  fakeApi.on('get', API.returns.eligibility(':orderId'), { data: answer });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReturnDialog orderId={orderId} orderNumber="1042" open onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', {}, { timeout: 5_000 });
}

describe('the return form', () => {
  it('asks for a line before anything is sent, and for a UPI ID the shared rule takes', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: RETURN_TEXTS.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.pickLine);

    await user.click(within(dialog).getByRole('checkbox', { name: /Story Tee \(Sand\) size M/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS.reason }),
      'changed_mind',
    );
    await user.click(within(dialog).getByRole('radio', { name: REFUND_DESTINATION_LABELS.upi }));
    await user.type(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS.upiId }), 'asha');
    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS.confirm }));
    expect(await within(dialog).findByText('Enter a UPI ID like name@bank')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS.upiId })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fakeApi.calls).not.toContain(`POST ${API.returns.root}`);
  });

  it('sends the ticked line with its reason, quantity and where the refund goes', async () => {
    fakeApi.on('post', API.returns.root, { status: 201, data: { return: aReturn({ status: 'requested' }) } });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Story Tee \(Sand\) size M/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS.reason }),
      'changed_mind',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS.quantity }), '1');
    await user.click(within(dialog).getByRole('radio', { name: REFUND_DESTINATION_LABELS.upi }));
    await user.type(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS.upiId }), ' asha@okbank ');
    await user.type(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS.note }), 'Bought two by mistake');
    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS.confirm }));
    await waitFor(() => expect(toasts).toEqual([`success: ${RETURN_SCREEN_TEXTS.requested}`]));
    expect(fakeApi.bodies[fakeApi.calls.indexOf(`POST ${API.returns.root}`)]).toEqual({
      orderId,
      lines: [{ itemId: eligibility.lines[0]!.itemId, quantity: 1, reason: 'changed_mind' }],
      refundTo: 'upi',
      upiId: 'asha@okbank',
      note: 'Bought two by mistake',
    });
  });

  it("says the server's refusal under the form", async () => {
    fakeApi.on('post', API.returns.root, { status: 422, code: 'UNPROCESSABLE', message: RETURN_MESSAGES.windowOver });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Story Tee \(Sand\) size M/ }));
    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS.confirmExchange }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowOver);
  });
});

describe('the return form in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('says its lines, reasons, sizes, fee and refund in Hindi, with its checks, the refusal and the toast', async () => {
    await showLanguage('hi');
    // The account's parts of the Hindi catalogue, loaded as the router loads them with My Account.
    await withHindiPart(async () => null, [HINDI.checkout, HINDI.myAccount])();
    fakeApi.on('post', API.returns.root, { status: 201, data: { return: aReturn({ status: 'requested' }) } });
    const user = userEvent.setup();
    const dialog = await renderDialog({
      ...eligibility,
      paymentMethod: 'cod',
      returnFee: 100,
      windowEndsAt: '2026-12-10T10:00:00.000Z',
      lines: [{ ...eligibility.lines[0]!, unitPrice: 125_000 }],
    });
    expect(dialog).toHaveAccessibleName(RETURN_SCREEN_TEXTS_HI.dialogTitle('1042'));
    expect(
      await within(dialog).findByText(/इस ऑर्डर के रिटर्न 10 दिसंबर 2026 तक खुले हैं।/, {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(within(dialog).getByText(/रिटर्न शिपिंग ₹100 है/)).toBeVisible();
    // Rupees in Indian grouping.
    expect(within(dialog).getByText(RETURN_SCREEN_TEXTS_HI.lineDetails('Sand', 'M', '₹1,25,000'))).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS_HI.confirm }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      RETURN_MESSAGES_HI.pickLine,
    );

    await user.click(
      within(dialog).getByRole('checkbox', { name: RETURN_SCREEN_TEXTS_HI.returnLine('Story Tee', 'Sand', 'M') }),
    );
    const reason = within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS_HI.reason });
    expect(within(reason).getByRole('option', { name: RETURN_REASON_LABELS_HI.too_small })).toBeVisible();
    // A fit reason offers the exchange, with the sizes in their letters.
    expect(within(dialog).getByRole('radio', { name: RETURN_TEXTS_HI.exchange })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS_HI.newSize })).toHaveValue('L');
    const sum = within(dialog).getByText(RETURN_SCREEN_TEXTS_HI.exchangeSize('L')).closest('dl')!;
    expect(sum).toHaveAccessibleName(RETURN_SCREEN_TEXTS_HI.whatYouGetBack);
    expect(sum).toHaveTextContent(RETURN_SCREEN_TEXTS_HI.exchangeSize('L'));

    await user.selectOptions(reason, 'changed_mind');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: RETURN_SCREEN_TEXTS_HI.quantity }), '1');
    expect(sum).toHaveTextContent(`${RETURN_TEXTS_HI.fee}₹100`);
    expect(sum).toHaveTextContent(`${RETURN_TEXTS_HI.youGetBack}₹1,24,900`);
    await user.click(within(dialog).getByRole('radio', { name: REFUND_DESTINATION_LABELS_HI.upi }));
    await user.type(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS_HI.upiId }), 'asha');
    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS_HI.confirm }));
    expect(await within(dialog).findByText(UPI_TEXTS_HI.upiIdInvalid, {}, { timeout: 5_000 })).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: RETURN_SCREEN_TEXTS_HI.upiId }), '@okbank');
    await user.click(within(dialog).getByRole('button', { name: RETURN_TEXTS_HI.confirm }));
    await waitFor(() => expect(toasts).toEqual([`success: ${RETURN_SCREEN_TEXTS_HI.requested}`]), { timeout: 5_000 });
  });

  it('says why an order cannot be returned in Hindi', async () => {
    await showLanguage('hi');
    await withHindiPart(async () => null, [HINDI.checkout, HINDI.myAccount])();
    const dialog = await renderDialog({ ...eligibility, refusal: RETURN_MESSAGES.windowOver });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      RETURN_MESSAGES_HI.windowOver,
    );
  });
});
