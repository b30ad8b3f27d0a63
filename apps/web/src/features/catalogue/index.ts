export { FeaturedProducts } from './components/featured-products';
export { productsQuery, useProducts } from './api/get-products';
