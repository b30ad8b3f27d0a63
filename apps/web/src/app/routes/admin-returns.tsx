import { AdminReturnsScreen } from '../../features/returns';

export default function AdminReturnsRoute() {
  return <AdminReturnsScreen />;
}
