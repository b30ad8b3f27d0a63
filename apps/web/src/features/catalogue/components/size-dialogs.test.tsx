import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitReason, recommendSize, type FitFinderAnswers } from '@shop/shared';
import { PRODUCT_PAGE_TEXTS_HI } from '../../../../../../packages/shared/src/catalogue/product-page.texts.hi.ts';
import {
  FIT_FINDER_MESSAGES_HI,
  SIZE_HELP_TEXTS_HI,
} from '../../../../../../packages/shared/src/catalogue/size-help-page.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { FitFinderDialog } from './fit-finder-dialog';
import { SizeChartDialog } from './size-chart-dialog';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** The product page's parts in Hindi and the dialogs' own, loaded with them as the page does. */
async function inHindi() {
  await showLanguage('hi');
  await withHindiPart(async () => null, [HINDI.browse, HINDI.sizeHelp])();
}

describe("the product page's size dialogs in Hindi", () => {
  afterEach(() => showLanguage('en'));

  it('the fit finder asks, checks and answers in Hindi, the line of why and what returns say included', async () => {
    await inHindi();
    const user = userEvent.setup();
    let answered: FitFinderAnswers | null = null;
    const { rerender } = render(
      <FitFinderDialog
        open
        onClose={() => {}}
        profile={null}
        onAnswer={(a) => (answered = a)}
        onForget={() => {}}
        variant={undefined}
        onChooseSize={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: PRODUCT_PAGE_TEXTS_HI.findMySize });
    expect(dialog).toHaveTextContent(SIZE_HELP_TEXTS_HI.fitLead);
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${SIZE_HELP_TEXTS_HI.oversized}`) })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: SIZE_HELP_TEXTS_HI.height }), '300');
    await user.click(within(dialog).getByRole('button', { name: PRODUCT_PAGE_TEXTS_HI.findMySize }));
    expect(await within(dialog).findByText(FIT_FINDER_MESSAGES_HI.heightRange, {}, { timeout: 5_000 })).toBeVisible();
    expect(within(dialog).getByText(FIT_FINDER_MESSAGES_HI.weightMissing)).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: SIZE_HELP_TEXTS_HI.height }));
    await user.type(within(dialog).getByRole('textbox', { name: SIZE_HELP_TEXTS_HI.height }), '178');
    await user.type(within(dialog).getByRole('textbox', { name: SIZE_HELP_TEXTS_HI.weight }), '80');
    await user.click(within(dialog).getByRole('button', { name: PRODUCT_PAGE_TEXTS_HI.findMySize }));
    expect(answered).toEqual({ heightCm: 178, weightKg: 80, fit: 'oversized' });

    const profile = { heightCm: 178, weightKg: 80, fit: 'oversized' } as const;
    const found = recommendSize(profile);
    rerender(
      <FitFinderDialog
        open
        onClose={() => {}}
        profile={profile}
        onAnswer={() => {}}
        onForget={() => {}}
        variant={undefined}
        onChooseSize={() => {}}
        returnFit={[{ size: found.size, reason: 'too_small', units: 3 }]}
      />,
    );
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent(PRODUCT_PAGE_TEXTS_HI.yourSize(found.size));
    expect(result).toHaveTextContent(fitReason(SIZE_HELP_TEXTS_HI, found));
    expect(fitReason(SIZE_HELP_TEXTS_HI, found)).toContain(SIZE_HELP_TEXTS_HI.oversized);
    expect(result).toHaveTextContent(
      SIZE_HELP_TEXTS_HI.betweenSizes(PRODUCT_PAGE_TEXTS_HI.mostReturned(found.size, true), 'XL'),
    );
    expect(within(result).getByRole('button', { name: SIZE_HELP_TEXTS_HI.forget })).toBeVisible();
  });

  it('the size chart names its units and columns in Hindi, the sizes in their letters', async () => {
    await inHindi();
    const user = userEvent.setup();
    render(<SizeChartDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: SIZE_HELP_TEXTS_HI.chartTitle });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      SIZE_HELP_TEXTS_HI.size,
      SIZE_HELP_TEXTS_HI.chest,
      SIZE_HELP_TEXTS_HI.length,
      SIZE_HELP_TEXTS_HI.shoulder,
      SIZE_HELP_TEXTS_HI.fitsBodyChest,
    ]);
    expect(within(table).getByRole('rowheader', { name: 'XL' })).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: SIZE_HELP_TEXTS_HI.centimetres }));
    expect(table).toHaveAccessibleName(SIZE_HELP_TEXTS_HI.caption(SIZE_HELP_TEXTS_HI.centimetres));
    expect(dialog).toHaveTextContent(SIZE_HELP_TEXTS_HI.exchangeNote);
  });
});
