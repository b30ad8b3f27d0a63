import { AdminReviewsScreen } from '../../features/reviews';

export default function AdminReviewsRoute() {
  return <AdminReviewsScreen />;
}
