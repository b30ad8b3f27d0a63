import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, COD_TEXTS, CodRules, DEFAULT_COD_RULES, type CodStats } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { CodRulesScreen } from './cod-rules-screen';

startFakeApi();
const toasts = recordToasts();

/** The shop's rules as saved: two days to confirm, a first COD order not asked to confirm. */
const saved: CodRules = { ...DEFAULT_COD_RULES, confirmationHours: 48, confirmFirstCodOrder: false };

const stats: CodStats = {
  codShare: 0.62,
  confirmationRate: 0.8,
  byState: [
    {
      key: 'Maharashtra',
      orders: 40,
      codOrders: 25,
      codShare: 0.625,
      asked: 10,
      confirmed: 8,
      confirmationRate: 0.8,
      returned: 3,
      returnRate: 0.12,
    },
  ],
  byPinPrefix: [],
};

/** The COD calls as the server answers them; a save answers the rules as sent. */
function serve() {
  fakeApi.on('get', API.codRisk.rules, { data: saved });
  fakeApi.on('get', API.codRisk.stats, { data: stats });
  fakeApi.on('put', API.codRisk.rules, ({ body }) => ({ data: body }));
}

function renderScreen() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CodRulesScreen />
    </QueryClientProvider>,
  );
}

/** A rule's field once the saved rules have filled the form (the first render of a run is slow). */
const field = (name: string) => screen.getByRole('textbox', { name });
const loaded = () =>
  waitFor(() => expect(field('Hours to confirm')).toHaveValue(String(saved.confirmationHours)), { timeout: 10_000 });
const rulesForm = () => screen.getByRole('button', { name: 'Save rules' }).closest('form')!;
/** The schema's own message for a value of one rule (the form shows the shared schema's words). */
const messageFor = (rule: 'confirmationHours', value: number) =>
  CodRules.shape[rule].safeParse(value).error?.issues[0]?.message;

describe('the COD rules screen', () => {
  it("fills the form with the shop's rules, and shows the COD figures by state", async () => {
    serve();
    renderScreen();
    await loaded();
    expect(field('Returned COD orders that stop COD')).toHaveValue(String(saved.maxReturnedCodOrders));
    expect(screen.getByRole('checkbox', { name: /first COD order waits for confirmation/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /new phone number waits for confirmation/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Discount for paying online' })).toHaveValue('off');

    const byState = await screen.findByRole('table', { name: 'By state' });
    const row = within(byState).getByRole('row', { name: /Maharashtra/ });
    expect(row).toHaveTextContent('63 %');
    expect(row).toHaveTextContent('80 %');
    expect(row).toHaveTextContent('12 %');
    expect(within(screen.getByRole('table', { name: 'By PIN prefix' })).getByText('No COD orders yet')).toBeVisible();
  });

  it('saves a changed rule and says so', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    await loaded();
    await user.clear(field('Hours to confirm'));
    await user.type(field('Hours to confirm'), '12');
    await user.click(screen.getByRole('checkbox', { name: /first COD order waits for confirmation/ }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toasts).toEqual([`success: ${COD_TEXTS.rulesSaved}`]));
    expect(fakeApi.bodies[fakeApi.calls.lastIndexOf(`PUT ${API.codRisk.rules}`)]).toEqual({
      ...saved,
      confirmationHours: 12,
      confirmFirstCodOrder: true,
    });
  });

  it('says what is wrong under the field, and sends nothing, for a rule out of range', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen();
    await loaded();
    await user.clear(field('Hours to confirm'));
    await user.type(field('Hours to confirm'), '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount for paying online' }), 'percent');
    await user.clear(field('Discount (% or ₹)'));
    await user.type(field('Discount (% or ₹)'), '60');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(await within(rulesForm()).findByText(messageFor('confirmationHours', 500)!)).toBeVisible();
    expect(field('Hours to confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(within(rulesForm()).getByText('At most 50 %')).toBeVisible();
    expect(fakeApi.calls).not.toContain(`PUT ${API.codRisk.rules}`);
  });

  it('says so when the server refuses the rules', async () => {
    serve();
    fakeApi.on('put', API.codRisk.rules, { status: 400, code: 'VALIDATION', message: 'Invalid COD rules' });
    const user = userEvent.setup();
    renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(toasts).toEqual(['error: Invalid COD rules']));
  });
});
