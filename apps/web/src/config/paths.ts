import { PAGES } from '@shop/shared';

/** Every URL of the web app, in one place: the shared page routes, and links built from them. */
export const paths = {
  ...PAGES,
  product: (id: string) => PAGES.product.replace(':id', encodeURIComponent(id)),
  faq: `${PAGES.about}#faq`,
  myAccountTab: (tab: string) => `${PAGES.myAccount}?tab=${encodeURIComponent(tab)}`,
  adminOrder: (id: string) => PAGES.adminOrder.replace(':id', encodeURIComponent(id)),
  adminJobsTab: (state: string) => `${PAGES.adminJobs}?state=${encodeURIComponent(state)}`,
} as const;
