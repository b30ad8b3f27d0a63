export type OrderStatus = 'placed' | 'shipped';
