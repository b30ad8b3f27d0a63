import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_SCREEN } from '@shop/shared';
import { COMMON_SCREEN_HI } from '../../../../../packages/shared/src/common.texts.hi.ts';
import { showLanguage } from '../../lib/i18n';
import { LoadFailed } from './status';

describe('a list that failed to load', () => {
  afterEach(() => showLanguage('en'));

  it('offers Try again, which asks once more', async () => {
    const retry = vi.fn();
    render(<LoadFailed onRetry={retry}>Failed to load products</LoadFailed>);
    await userEvent.click(screen.getByRole('button', { name: COMMON_SCREEN.tryAgain }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says Try again in the page’s language', async () => {
    await showLanguage('hi');
    render(<LoadFailed onRetry={() => {}}>उत्पाद लोड नहीं हो सके</LoadFailed>);
    expect(screen.getByRole('button', { name: COMMON_SCREEN_HI.tryAgain })).toBeVisible();
  });

  it('has no button when the caller cannot ask again', () => {
    render(<LoadFailed>Failed to load products</LoadFailed>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
