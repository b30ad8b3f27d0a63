/** Query keys of returns: the shopper's, one order's eligibility, the admin's lists and figures. */
export const returnKeys = {
  all: ['returns'] as const,
  mine: ['returns', 'mine'] as const,
  eligibility: (orderId: string) => ['returns', 'eligibility', orderId] as const,
  admin: (status: string, page: number) => ['returns', 'admin', status, page] as const,
  stats: ['returns', 'stats'] as const,
  settings: ['returns', 'settings'] as const,
  ofOrder: (orderId: string) => ['returns', 'order', orderId] as const,
};
