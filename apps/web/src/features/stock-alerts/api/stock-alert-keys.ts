/** Query keys of alerts: the shopper's own and their consents, and the admin's demand per size. */
export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  mine: (userId: string) => ['stock-alerts', userId] as const,
  consents: (userId: string) => ['stock-alerts', userId, 'consents'] as const,
  demand: ['stock-alerts', 'demand'] as const,
};
