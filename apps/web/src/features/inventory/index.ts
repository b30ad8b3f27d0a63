/** The stock: a colour's history of movements for the owner. */
export { StockHistoryDialog, type StockHistoryTarget } from './components/stock-history-dialog';
export { inventoryKeys } from './api/stock-history';
