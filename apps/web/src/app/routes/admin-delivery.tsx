import { DeliveryRulesScreen } from '../../features/admin';

export default function AdminDeliveryScreen() {
  return <DeliveryRulesScreen />;
}
