/** Give Feedback tab: a free-text form (issue: orders, contact and feedback). */
export function FeedbackForm() {
  return <p className="text-muted">Feedback form coming soon.</p>;
}
