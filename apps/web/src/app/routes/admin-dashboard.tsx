import { DashboardScreen } from '../../features/admin';

export default function AdminDashboardScreen() {
  return <DashboardScreen />;
}
