import { PromotionsScreen } from '../../features/promotions';

export default function AdminPromotionsScreen() {
  return <PromotionsScreen />;
}
