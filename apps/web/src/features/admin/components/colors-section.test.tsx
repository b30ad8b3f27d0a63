import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, type Color } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { ColorsSection } from './colors-section';

startFakeApi();

const colors: Color[] = [
  { _id: '6f1c2b1e-1d5c-4d38-9a43-3c1b5e0a9f10', name: 'Sky Blue', nameHi: 'आसमानी', hex: '#7FB2E5' },
  { _id: '0b7d4c2a-5e1f-4a6b-8c3d-2e9f1a0b7c61', name: 'Charcoal', nameHi: null, hex: '#36454F' },
];

describe("the admin's colour list", () => {
  it('shows a colour’s Hindi name under its English one, marked as Hindi; none where it has none', async () => {
    fakeApi.on('get', API.color.list, { data: { colors } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ColorsSection onDelete={() => {}} />
      </QueryClientProvider>,
    );
    const table = within(await screen.findByRole('region', { name: 'Colors table' })).getByRole('table');
    const sky = within(table).getByRole('row', { name: /Sky Blue/ });
    expect(within(sky).getByRole('cell', { name: /Sky Blue\s*Hindi name:\s*आसमानी$/ })).toBeInTheDocument();
    expect(within(sky).getByText('आसमानी')).toHaveAttribute('lang', 'hi-IN');
    // The rest of the list stays English: its columns, and a colour without a Hindi name.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Hex', 'Actions']);
    const charcoal = within(table).getByRole('row', { name: /Charcoal/ });
    expect(within(charcoal).getByRole('cell', { name: /Charcoal$/ })).toBeInTheDocument();
    expect(within(charcoal).queryByText(/Hindi name/)).toBeNull();
  });
});
