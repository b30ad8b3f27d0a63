import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, CUSTOMER_PHOTO_TEXTS, REVIEW_SCREEN_TEXTS, type Review } from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { asha } from '../../../test/users';
import { ReviewForm } from './review-form';

startFakeApi();

const productId = '0b5c3a52-6f0e-4a8e-9d8b-6a1f4f3e2d10';
const photo = {
  _id: '5d2a8c1e-3b4f-4e6a-8c9d-0e1f2a3b4c5d',
  image: {
    url: '/media/customer-photos/abc-320.webp',
    sources: [{ width: 320, url: '/media/customer-photos/abc-320.webp' }],
  },
};
const mine: Review = {
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  user: { _id: asha._id, name: asha.name },
  rating: 3,
  comment: 'Runs a little long.',
  fit: 'runs-large',
  verifiedBuyer: true,
  photos: [photo],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const renderForm = (existing?: Review) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ReviewForm productId={productId} existing={existing} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('the review form', () => {
  beforeEach(() => useAuthStore.setState({ user: asha, isAuthenticated: true, isLoading: false }));

  it("opens with the customer's own review to edit, and sends the photos it keeps by id", async () => {
    fakeApi.on('post', API.review.create, { status: 201, data: { ...mine, photos: [] } });
    const user = userEvent.setup();
    renderForm(mine);
    expect(screen.getByRole('heading', { name: REVIEW_SCREEN_TEXTS.editTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Runs a little long.');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: REVIEW_SCREEN_TEXTS.update }));
    await screen.findByRole('button', { name: REVIEW_SCREEN_TEXTS.update });
    expect(fakeApi.bodies.at(-1)).toEqual({
      productId,
      rating: 3,
      comment: 'Runs a little long.',
      fit: 'runs-large',
      photos: [photo._id],
    });

    await user.click(screen.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.remove(1) }));
    await user.click(screen.getByRole('button', { name: REVIEW_SCREEN_TEXTS.update }));
    await screen.findByRole('button', { name: REVIEW_SCREEN_TEXTS.update });
    expect((fakeApi.bodies.at(-1) as { photos: string[] }).photos).toEqual([]);
  });

  it('offers the photo button until three photos are chosen', () => {
    renderForm({ ...mine, photos: [photo, { ...photo, _id: crypto.randomUUID() }] });
    expect(screen.getByLabelText(CUSTOMER_PHOTO_TEXTS.add)).toBeInTheDocument();
  });

  it('has no photo button at three photos', () => {
    renderForm({
      ...mine,
      photos: [photo, { ...photo, _id: crypto.randomUUID() }, { ...photo, _id: crypto.randomUUID() }],
    });
    expect(screen.queryByLabelText(CUSTOMER_PHOTO_TEXTS.add)).toBeNull();
    expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(3);
  });

  it('tells a visitor to log in before any of the form is there to fill', () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false });
    renderForm();
    expect(screen.getByRole('heading', { name: REVIEW_SCREEN_TEXTS.writeTitle })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_SCREEN_TEXTS.logInToReview)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REVIEW_SCREEN_TEXTS.logInButton })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText('Comment')).toBeNull();
    expect(screen.queryByLabelText(CUSTOMER_PHOTO_TEXTS.add)).toBeNull();
    expect(screen.queryByRole('button', { name: REVIEW_SCREEN_TEXTS.post })).toBeNull();
  });
});
