/** Query keys of back-in-stock alerts: the shopper's own, and the admin's demand per size. */
export const stockAlertKeys = {
  all: ['stock-alerts'] as const,
  mine: (userId: string) => ['stock-alerts', userId] as const,
  demand: ['stock-alerts', 'demand'] as const,
};
