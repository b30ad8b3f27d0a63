import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, SHIPMENT_ADMIN_TEXTS, type Shipment } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { anOrder } from '../../../test/orders';
import { ShipmentPanel } from './shipment-panel';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

startFakeApi();

const order = anOrder({ status: 'processing' });
const booked: Shipment = {
  _id: '6a1f0c3e-0000-4000-8000-0000000000c1',
  direction: 'forward',
  awb: 'SIM000111222',
  courier: 'StoryFit Express (simulated)',
  trackingUrl: 'https://track.example/SIM000111222',
  status: 'created',
  parcel: { weightGrams: 320, lengthCm: 30, breadthCm: 25, heightCm: 3 },
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  events: [{ status: 'created', at: '2026-11-25T10:00:00.000Z', location: 'Ludhiana', description: 'Booked' }],
};

const renderPanel = (shown = order, onChanged = () => {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShipmentPanel order={shown} onChanged={onChanged} />
    </QueryClientProvider>,
  );

describe("the owner's shipment card", () => {
  it('prefills the parcel, refuses a weight under the limit without asking the server, then books what was typed', async () => {
    fakeApi.on('get', API.order.parcel(':id'), {
      data: { weightGrams: 250, lengthCm: 30, breadthCm: 25, heightCm: 3 },
    });
    fakeApi.on('post', API.order.shipment(':id'), { status: 201, data: { shipment: booked } });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderPanel(order, onChanged);

    const weight = await screen.findByLabelText(/Weight \(g\)/);
    expect(weight).toHaveValue(250);
    await user.clear(weight);
    await user.type(weight, '20');
    await user.click(screen.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create }));
    expect(await screen.findByText('Weight must be at least 50 g')).toBeInTheDocument();
    expect(fakeApi.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '320');
    await user.click(screen.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fakeApi.bodies.at(-1)).toEqual({ weightGrams: 320, lengthCm: 30, breadthCm: 25, heightCm: 3 });
  });

  it('shows a booked parcel with its AWB, documents and Cancel shipment only before pickup', () => {
    const { unmount } = renderPanel({ ...order, shipment: booked });
    expect(screen.getByTestId('admin-shipment-awb')).toHaveTextContent('SIM000111222');
    expect(screen.getByRole('link', { name: SHIPMENT_ADMIN_TEXTS.printLabel })).toHaveAttribute(
      'href',
      `/api/v1${API.order.shipmentLabel(order._id)}`,
    );
    expect(screen.getByRole('link', { name: SHIPMENT_ADMIN_TEXTS.packingSlip })).toHaveAttribute(
      'href',
      `/api/v1${API.order.packingSlip(order._id)}`,
    );
    expect(screen.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel })).toBeInTheDocument();
    unmount();

    renderPanel({ ...order, status: 'shipped', shipment: { ...booked, status: 'in_transit' } });
    expect(screen.queryByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel })).toBeNull();
  });

  it('says a shipment waits for processing while the order is pending', () => {
    renderPanel({ ...order, status: 'pending' });
    expect(screen.getByText(SHIPMENT_ADMIN_TEXTS.notReady)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create })).toBeNull();
  });
});
