import type { HindiPart } from './i18n';

/**
 * The parts of the Hindi catalogue the screens show, each loaded with its screens' code
 * (docs/decisions/0313): the router names a route's parts, and a screen that loads a piece of
 * another screen's code on demand (the product page's Buy now sheet, its size dialogs) names that
 * piece's.
 */
export const HINDI = {
  browse: () => import('@shop/shared/hindi/browse').then((m) => m.HINDI_BROWSE),
  list: () => import('@shop/shared/hindi/list').then((m) => m.HINDI_LIST),
  home: () => import('@shop/shared/hindi/home').then((m) => m.HINDI_HOME),
  cart: () => import('@shop/shared/hindi/cart').then((m) => m.HINDI_CART),
  account: () => import('@shop/shared/hindi/account').then((m) => m.HINDI_ACCOUNT),
  checkout: () => import('@shop/shared/hindi/checkout').then((m) => m.HINDI_CHECKOUT),
  myAccount: () => import('@shop/shared/hindi/my-account').then((m) => m.HINDI_MY_ACCOUNT),
  contact: () => import('@shop/shared/hindi/contact').then((m) => m.HINDI_CONTACT),
  /** The pages the mails and messages link to (COD confirmation and paying online, a failed delivery, Stop alerts). */
  fromMails: () => import('@shop/shared/hindi/from-mails').then((m) => m.HINDI_FROM_MAILS),
  sizeHelp: () => import('@shop/shared/hindi/size-help').then((m) => m.HINDI_SIZE_HELP),
} satisfies Record<string, HindiPart>;
