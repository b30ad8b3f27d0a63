/** Query keys of PIN code answers. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  pin: (pin: string) => ['delivery', pin] as const,
};
