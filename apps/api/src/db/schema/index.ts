export * from './account.ts';
export * from './catalogue.ts';
export * from './reviews.ts';
export * from './cart.ts';
export * from './wishlist.ts';
export * from './orders.ts';
export * from './messages.ts';
