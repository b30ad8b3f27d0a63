/** What the rest of the API may use of the cod-risk module. */
export { default as codRiskRoutes } from './cod-risk.routes.ts';
export { codPlacement, keptCodRules, prepaidDiscountFrom } from './cod-risk.service.ts';
export { createLinkSigner, type LinkSigner } from './cod-risk.links.ts';
export { scheduleCodRiskJobs, UNCONFIRMED_SWEEP_QUEUE } from './cod-risk.notify.ts';
export { payOnlineOffer, switchPayments } from './cod-risk.switch.ts';
