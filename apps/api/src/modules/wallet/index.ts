/** What the rest of the API may use of the wallet (store credit) module. */
export { default as walletRoutes } from './wallet.routes.ts';
export {
  creditSpentOn,
  creditWallet,
  returnOrderCredit,
  spendWallet,
  walletBalancePaise,
  type WalletMove,
} from './wallet.service.ts';
