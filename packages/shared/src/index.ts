export * from './constants.ts';
export * from './texts.ts';
export * from './money.ts';
export * from './api.ts';
export * from './paths.ts';
export * from './account/account.schemas.ts';
export * from './catalogue/catalogue.schemas.ts';
export * from './reviews/reviews.schemas.ts';
export * from './cart/cart.schemas.ts';
export * from './wishlist/wishlist.schemas.ts';
export * from './orders/orders.schemas.ts';
export * from './orders/orders.lifecycle.ts';
export * from './admin/admin.schemas.ts';
export * from './messages/messages.schemas.ts';
export * from './orders/orders.texts.ts';
<<<<<<< HEAD
export * from './india/india.ts';
export * from './delivery/delivery.schemas.ts';
export * from './invoices/invoices.schemas.ts';
=======
export * from './site.ts';
>>>>>>> 72009fa (feat(seo): robots.txt, sitemap.xml, 404 for unknown paths, canonical and Open Graph on content pages, favicon.ico)
