/** Track Orders tab: orders that are pending, processing or shipped (issue: orders). */
export function TrackOrders() {
  return <p className="text-muted">Your orders will appear here.</p>;
}

/** Order History tab (issue: orders). */
export function OrderHistory() {
  return <p className="text-muted">Your order history will appear here.</p>;
}
