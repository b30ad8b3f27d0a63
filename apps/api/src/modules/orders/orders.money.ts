/** What is left to pay once the store credit spent on the order is taken off (online, or at the door). */
export const amountDuePaise = (order: { totalPaise: number; storeCreditPaise: number }) =>
  order.totalPaise - order.storeCreditPaise;
