/** Query keys of the COD decision, rules and numbers. */
export const codRiskKeys = {
  all: ['cod-risk'] as const,
  options: (pin: string, itemIds: readonly string[]) => ['cod-risk', 'options', pin, ...itemIds] as const,
  rules: ['cod-risk', 'rules'] as const,
  stats: ['cod-risk', 'stats'] as const,
  decision: (orderId: string) => ['cod-risk', 'decision', orderId] as const,
};
