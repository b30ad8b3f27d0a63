import { ProductsScreen } from '../../features/admin';

export default function AdminProductsScreen() {
  return <ProductsScreen />;
}
