/** Query keys of the COD decision, rules and numbers. */
export const codRiskKeys = {
  all: ['cod-risk'] as const,
  options: (pin: string, itemIds: readonly string[], phone: string) =>
    ['cod-risk', 'options', pin, phone, ...itemIds] as const,
  rules: ['cod-risk', 'rules'] as const,
  stats: ['cod-risk', 'stats'] as const,
  decision: (orderId: string) => ['cod-risk', 'decision', orderId] as const,
  payOnline: (orderId: string) => ['cod-risk', 'pay-online', orderId] as const,
};
