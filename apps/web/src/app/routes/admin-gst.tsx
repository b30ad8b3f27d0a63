import { GstSummaryScreen } from '../../features/admin';

export default function AdminGstScreen() {
  return <GstSummaryScreen />;
}
