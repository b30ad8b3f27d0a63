/** What the rest of the API may use of the cod-risk module. */
export { codRiskModule } from './cod-risk.module.ts';
export { codPlacement } from './cod-risk.service.ts';
export { UNCONFIRMED_SWEEP_QUEUE } from './cod-risk.notify.ts';
export { payOnlineOffer, switchPayments } from './cod-risk.switch.ts';
