import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MoreMenu } from './more-menu';

const LINKS = [
  { to: '/admin/delivery', label: 'Delivery rules' },
  { to: '/admin/gst', label: 'GST summary' },
  { to: '/admin/returns', label: 'Returns' },
];

function renderMenu() {
  const page = (name: string) => (
    <>
      <MoreMenu links={LINKS} />
      <p>{name}</p>
      <button type="button">elsewhere</button>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('home page') },
      { path: '/admin/gst', element: page('gst page') },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the admin header's More menu", () => {
  it('is a button that says whether its links are shown, opened and walked with the keyboard', async () => {
    const user = userEvent.setup();
    renderMenu();
    const more = screen.getByRole('button', { name: 'MORE' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'GST summary' })).toBeNull();

    await user.tab();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Delivery rules',
      'GST summary',
      'Returns',
    ]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Delivery rules' })).toHaveFocus();

    // Escape closes it and gives focus back to the button.
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(list).not.toBeVisible();
  });

  it('closes when a link is chosen, on a click elsewhere and when focus leaves it', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    const more = screen.getByRole('button', { name: 'MORE' });

    await user.click(more);
    await user.click(screen.getByRole('link', { name: 'GST summary' }));
    expect(await screen.findByText('gst page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/gst');
    expect(screen.getByRole('button', { name: 'MORE' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'MORE' }));
    expect(screen.getByRole('button', { name: 'MORE' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('gst page'));
    expect(screen.getByRole('button', { name: 'MORE' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'MORE' }));
    // Tab past the last link: focus leaves the menu, and it closes.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'MORE' })).toHaveAttribute('aria-expanded', 'false');
  });
});
