import { useAllProducts, useColors } from '../../features/admin';
import { PromotionsScreen } from '../../features/promotions';

/** The promotions screen, with the catalogue's products and colours to narrow a promotion to. */
export default function AdminPromotionsScreen() {
  const products = useAllProducts();
  const colors = useColors();
  return <PromotionsScreen choices={{ products: products.data ?? [], colors: colors.data?.colors ?? [] }} />;
}
