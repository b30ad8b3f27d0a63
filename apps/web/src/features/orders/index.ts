export { OrderHistory, TrackOrders } from './components/track-orders';
