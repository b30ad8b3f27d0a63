import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIST_PAGE_TEXTS_HI } from '../../../../../../packages/shared/src/catalogue/list-page.texts.hi.ts';
import { PRODUCT_PAGE_TEXTS_HI } from '../../../../../../packages/shared/src/catalogue/product-page.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { startFakeApi } from '../../../test/fake-api';
import { PriceDropAlert } from './price-drop-alert';

startFakeApi();

const renderAlert = (size: 'M' | null) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PriceDropAlert variantId="6a1f0c3e-0000-4000-8000-0000000000d1" size={size} name="Story Tee (Sand)" />
    </QueryClientProvider>,
  );

describe("a wishlist line's price-drop alert in Hindi", () => {
  afterEach(() => showLanguage('en'));

  it('offers the alert, and asks for a size and then a channel, in Hindi', async () => {
    await showLanguage('hi');
    // The wishlist's parts of the Hindi catalogue, as the router loads them with the screen.
    await withHindiPart(async () => null, [HINDI.browse, HINDI.list])();
    const user = userEvent.setup();
    const { unmount } = renderAlert(null);
    await user.click(screen.getByRole('button', { name: LIST_PAGE_TEXTS_HI.priceDropAlertFor('Story Tee (Sand)') }));
    expect(screen.getByRole('group', { name: PRODUCT_PAGE_TEXTS_HI.howToAlert })).toBeVisible();
    await user.click(screen.getByRole('button', { name: LIST_PAGE_TEXTS_HI.setPriceDropAlert }));
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_PAGE_TEXTS_HI.chooseSizeFirst);
    expect(screen.getByRole('button', { name: LIST_PAGE_TEXTS_HI.notNow })).toBeVisible();
    unmount();

    renderAlert('M');
    await user.click(screen.getByRole('button', { name: LIST_PAGE_TEXTS_HI.priceDropAlertFor('Story Tee (Sand)') }));
    await user.click(screen.getByRole('button', { name: LIST_PAGE_TEXTS_HI.setPriceDropAlert }));
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCT_PAGE_TEXTS_HI.consentRequired);
  });
});
