/**
 * Where an order's money came from and where it went back, as the screens show it: its tenders
 * (store credit, paid online, cash on delivery) and what is still due, every refund with its
 * cause, route and state, and a return's refund split.
 */
export { TenderList, OrderTenders } from './components/tender-list';
export { RefundList, RefundSplitList } from './components/refund-list';
export { PaidParts } from './components/paid-parts';
export { checkoutTenderLines, tenderLines, type TenderLine } from './tender-lines';
