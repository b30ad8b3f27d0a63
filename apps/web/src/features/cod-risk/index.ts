/**
 * Cash on delivery decided per order: checkout's options and reasons, the page of the mailed
 * confirmation links, and the owner's rules, numbers and per-order decision.
 */
export { useCodChoice } from './components/use-cod-choice';
export { ConfirmCodView } from './components/confirm-cod-view';
export { CodRulesScreen } from './components/cod-rules-screen';
export { CodStatsSection } from './components/cod-stats-section';
export { CodDecisionNote, CodDecisionPanel } from './components/cod-decision-note';
export { PayOnlineView } from './components/pay-online-view';
export { codRiskKeys } from './api/cod-risk-keys';
export { useConfirmCodOrder } from './api/cod-risk';
