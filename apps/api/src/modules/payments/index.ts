/** What the rest of the API may use of the payments module, the only writer of money in and out. */
export { paymentsModule } from './payments.module.ts';
export { planRefund, type Ledger, type RefundRequest } from './payments.ledger.ts';
export { publicConfig, type OrderPayments, type SwitchPayments } from './payments.service.ts';
export { reconcileRefunds, retryRefund, sendProviderRefund, type RefundDeps } from './payments.refunds.ts';
export { REFUND_RECONCILIATION_QUEUE } from './payments.jobs.ts';
export { splitRefund, type RefundChoice, type RefundShare } from './payments.split.ts';
export type { PaymentEvent, RefundFacts } from './payments.events.ts';
export { ledgerView, refundPartsOf, refundsOfReturns, type LedgerView } from './payments.views.ts';
