import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, PROMOTION_CHECKS, PROMOTION_TEXTS, type Coupon, type Offer, type PromotionSettings } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { PromotionsScreen, type PromotionChoices } from './promotions-screen';

startFakeApi();
const toasts = recordToasts();

const choices: PromotionChoices = {
  products: [{ _id: '7b000000-0000-4000-8000-000000000001', name: 'Monsoon Drift Oversized Tee' }],
  colors: [{ _id: '7c000000-0000-4000-8000-000000000001', name: 'Ink' }],
};

const diwali: Coupon = {
  _id: '7a000000-0000-4000-8000-000000000001',
  code: 'DIWALI20',
  type: 'percent',
  value: 20,
  maxDiscount: 300,
  minCartValue: 999,
  firstOrderOnly: false,
  perCustomerLimit: 1,
  usageLimit: null,
  startsAt: null,
  endsAt: null,
  prepaidOnly: false,
  productIds: [],
  colorIds: [],
  waivesCodFee: false,
  status: 'active',
  uses: 12,
  discountGiven: 2400,
  salesBrought: 18_000,
  createdAt: '2026-10-20T06:30:00.000Z',
};

const threeFor999: Offer = {
  _id: '7d000000-0000-4000-8000-000000000001',
  name: 'Any 3 for 999',
  kind: 'bundle',
  productIds: [],
  bundleQuantity: 3,
  bundlePrice: 999,
  buyQuantity: null,
  getQuantity: null,
  getPercentOff: 100,
  combinesWithCoupons: true,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  status: 'paused',
  uses: 4,
  discountGiven: 1200,
  salesBrought: 3996,
  createdAt: '2026-10-25T06:30:00.000Z',
};

const settings: PromotionSettings = { freeShippingThreshold: 1499, reminderHours: 24, reminderCouponId: null };

/** The promotions calls as the server answers them; a write answers the promotion as saved. */
function serve() {
  fakeApi.on('get', API.coupons.root, { data: { coupons: [diwali] } });
  fakeApi.on('get', API.offers.root, { data: { offers: [threeFor999] } });
  fakeApi.on('get', API.promotions.settings, { data: settings });
  fakeApi.on('get', API.promotions.discountPerDay, { data: { days: [] } });
  fakeApi.on('post', API.coupons.root, ({ body }) => ({ data: { ...diwali, ...(body as object), _id: diwali._id } }));
  fakeApi.on('put', API.coupons.one(':id'), ({ body }) => ({ data: { ...diwali, ...(body as object) } }));
  fakeApi.on('delete', API.coupons.one(':id'), { data: null });
  fakeApi.on('put', API.offers.one(':id'), ({ body }) => ({ data: { ...threeFor999, ...(body as object) } }));
  fakeApi.on('delete', API.offers.one(':id'), { data: null });
}

function renderScreen() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PromotionsScreen choices={choices} />
    </QueryClientProvider>,
  );
}

/** A table of the screen, by its name, once its list has come (the first render of a run is slow). */
const tableOf = (name: string) => screen.findByRole('region', { name: `${name} table` }, { timeout: 5000 });

/** The body of the last call made as `call` (e.g. `PUT /offers/…`). */
const bodyOf = (call: string) => fakeApi.bodies[fakeApi.calls.lastIndexOf(call)];

describe('the Promotions screen', () => {
  it('lists the coupons and the offers, each with its rule, state and results', async () => {
    serve();
    renderScreen();
    const coupons = await tableOf('Coupons');
    const coupon = within(coupons).getByRole('row', { name: /DIWALI20/ });
    expect(coupon).toHaveTextContent('20% off (up to ₹300)');
    expect(coupon).toHaveTextContent('from ₹999');
    expect(coupon).toHaveTextContent('active');
    expect(coupon).toHaveTextContent('12');
    expect(within(coupons).getByRole('columnheader', { name: 'Uses' })).toBeVisible();

    const offers = await tableOf('Offers');
    const offer = within(offers).getByRole('row', { name: /Any 3 for 999/ });
    expect(offer).toHaveTextContent('Any 3 for ₹999');
    expect(offer).toHaveTextContent('with coupons');
    expect(offer).toHaveTextContent('paused');
    expect(within(offers).getByRole('columnheader', { name: 'Orders' })).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'Resume Any 3 for 999' })).toBeVisible();

    expect(screen.getByRole('form', { name: 'New coupon' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'New offer' })).toBeVisible();
  });

  it('creates a coupon from its form, and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'WELCOME10');
    await user.type(within(form).getByRole('textbox', { name: 'Percent' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.couponCreated}`));
    expect(bodyOf(`POST ${API.coupons.root}`)).toMatchObject({
      code: 'WELCOME10',
      type: 'percent',
      value: 10,
      perCustomerLimit: 1,
      usageLimit: null,
      status: 'active',
    });
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveValue('');
  });

  it('edits an offer in the same form, keeping its dates, and goes back to a new one', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    const offers = await tableOf('Offers');
    await user.click(within(offers).getByRole('button', { name: 'Edit Any 3 for 999' }));
    const form = screen.getByRole('form', { name: 'Edit Any 3 for 999' });
    expect(within(form).getByRole('textbox', { name: 'Bundle price (₹)' })).toHaveValue('999');
    await user.clear(within(form).getByRole('textbox', { name: 'Bundle price (₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Bundle price (₹)' }), '949');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.offerUpdated}`));
    expect(bodyOf(`PUT ${API.offers.one(threeFor999._id)}`)).toMatchObject({
      name: 'Any 3 for 999',
      bundleQuantity: 3,
      bundlePrice: 949,
      combinesWithCoupons: true,
      startsAt: threeFor999.startsAt,
      endsAt: threeFor999.endsAt,
      status: 'paused',
    });
    expect(await screen.findByRole('form', { name: 'New offer' })).toBeVisible();
  });

  it('pauses a coupon and ends an offer from their rows', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    const coupons = await tableOf('Coupons');
    await user.click(within(coupons).getByRole('button', { name: 'Pause DIWALI20' }));
    await waitFor(() => expect(fakeApi.calls).toContain(`PUT ${API.coupons.one(diwali._id)}`));
    expect(bodyOf(`PUT ${API.coupons.one(diwali._id)}`)).toMatchObject({ code: 'DIWALI20', status: 'paused' });

    const offers = screen.getByRole('region', { name: 'Offers table' });
    await user.click(within(offers).getByRole('button', { name: 'End Any 3 for 999' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.offerEnded}`));
    expect(fakeApi.calls).toContain(`DELETE ${API.offers.one(threeFor999._id)}`);
  });

  it("says under the field what the coupon's shared rule refuses, and sends nothing until it is put right", async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'x!');
    await user.type(within(form).getByRole('textbox', { name: 'Percent' }), '120');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-10T10:00');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));

    expect(await within(form).findByText(PROMOTION_CHECKS.codeInvalid)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(PROMOTION_CHECKS.percentRange)).toBeVisible();
    expect(within(form).getByText(PROMOTION_CHECKS.endsBeforeStart)).toBeVisible();
    expect(fakeApi.calls).not.toContain(`POST ${API.coupons.root}`);

    await user.clear(within(form).getByRole('textbox', { name: 'Code' }));
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'monsoon-15');
    await user.clear(within(form).getByRole('textbox', { name: 'Percent' }));
    await user.type(within(form).getByRole('textbox', { name: 'Percent' }), '15');
    await user.clear(within(form).getByLabelText('Ends'));
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.couponCreated}`));
    expect(bodyOf(`POST ${API.coupons.root}`)).toMatchObject({ code: 'monsoon-15', value: 15, endsAt: null });
  });

  it('asks a bundle offer for its price and at least two pieces before sending it', async () => {
    serve();
    fakeApi.on('post', API.offers.root, ({ body }) => ({ data: { ...threeFor999, ...(body as object) } }));
    const user = userEvent.setup();
    renderScreen();
    const form = screen.getByRole('form', { name: 'New offer' });
    await user.type(within(form).getByRole('textbox', { name: 'Offer name' }), 'Any 3 for 899');
    await user.clear(within(form).getByRole('textbox', { name: 'Pieces' }));
    await user.type(within(form).getByRole('textbox', { name: 'Pieces' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Create offer' }));
    expect(await within(form).findByText(PROMOTION_CHECKS.bundleFields)).toBeVisible();
    expect(within(form).getByText(PROMOTION_CHECKS.bundlePieces)).toBeVisible();
    expect(fakeApi.calls).not.toContain(`POST ${API.offers.root}`);

    await user.type(within(form).getByRole('textbox', { name: 'Bundle price (₹)' }), '899');
    await user.clear(within(form).getByRole('textbox', { name: 'Pieces' }));
    await user.type(within(form).getByRole('textbox', { name: 'Pieces' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.offerCreated}`));
    expect(bodyOf(`POST ${API.offers.root}`)).toMatchObject({
      name: 'Any 3 for 899',
      kind: 'bundle',
      bundleQuantity: 3,
      bundlePrice: 899,
    });
  });

  it('saves the free-shipping threshold and reminder, and refuses hours that are not whole', async () => {
    serve();
    fakeApi.on('put', API.promotions.settings, ({ body }) => ({ data: body }));
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Promotion settings' }, { timeout: 5000 });
    const hours = within(form).getByRole('textbox', { name: 'Cart reminder after (hours)' });
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(PROMOTION_CHECKS.reminderHours)).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).not.toContain(`PUT ${API.promotions.settings}`);

    await user.clear(hours);
    await user.type(hours, '48');
    await user.clear(within(form).getByRole('textbox', { name: 'Free shipping from (₹)' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Coupon in the reminder' }), 'DIWALI20');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toasts).toContain(`success: ${PROMOTION_TEXTS.settingsSaved}`));
    expect(bodyOf(`PUT ${API.promotions.settings}`)).toEqual({
      freeShippingThreshold: null,
      reminderHours: 48,
      reminderCouponId: diwali._id,
    });
  });
});
