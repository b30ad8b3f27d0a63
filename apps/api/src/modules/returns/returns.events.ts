import type { ReturnStatus } from '@shop/shared';

/**
 * Everything that happens to a return, as the returns module announces it. `actor` is the
 * shopper's or owner's user id, or null for the shop itself (the expiry job).
 */
export type ReturnEvent =
  | { type: 'return.requested'; returnId: string; orderId: string }
  | {
      type: 'return.status-changed';
      returnId: string;
      orderId: string;
      from: ReturnStatus;
      to: ReturnStatus;
      actor: string | null;
    }
  /** An exchange's replacement was sent: a job books its forward parcel with the courier, once. */
  | { type: 'return.replacement-due'; returnId: string; orderId: string }
  /** The return's provider refund moved (the ledger's word): the shopper is told when it settles or fails. */
  | { type: 'return.refund-updated'; returnId: string; status: 'pending' | 'processed' | 'failed' };
