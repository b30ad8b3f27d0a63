/** What the rest of the API may use of the wallet (store credit) module. */
export { walletModule } from './wallet.module.ts';
export {
  creditSpentOn,
  creditWallet,
  returnOrderCredit,
  spendWallet,
  walletBalancePaise,
  type WalletMove,
} from './wallet.service.ts';
