/** Store credit: the balance and ledger in My Account, and "Use my store credit" at checkout. */
export { MyWallet } from './components/my-wallet';
export { StoreCreditToggle } from './components/store-credit-toggle';
export { walletKeys } from './api/wallet';
export { storeCreditApplied, useStoreCreditApplied } from './api/store-credit-applied';
