/**
 * Before the journeys: the shop's COD rules as the browser tests expect them. A shopper's first
 * cash-on-delivery order is firm at once (the journeys about carts, invoices and the admin place
 * first orders, and repeat shoppers type whatever phone), while carts above 5,000 rupees still wait for confirmation, which is how the
 * COD journey reaches the confirmation link.
 */
import { request } from '@playwright/test';
import { API, API_BASE_PATH, DEFAULT_COD_RULES } from '@shop/shared';
import { e2eAdmin } from './env.ts';

export const E2E_CONFIRM_ABOVE_RUPEES = 5000;

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const api = await request.newContext({ baseURL: `http://localhost:${port}` });
  const signedIn = await api.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  if (!signedIn.ok()) throw new Error(`admin sign-in failed: ${await signedIn.text()}`);
  const saved = await api.put(`${API_BASE_PATH}${API.codRisk.rules}`, {
    data: {
      ...DEFAULT_COD_RULES,
      confirmFirstCodOrder: false,
      confirmNewPhone: false,
      confirmAboveRupees: E2E_CONFIRM_ABOVE_RUPEES,
    },
    headers: { origin: `http://localhost:${port}` },
  });
  if (!saved.ok()) throw new Error(`COD rules not saved: ${await saved.text()}`);
  await api.dispose();
}
