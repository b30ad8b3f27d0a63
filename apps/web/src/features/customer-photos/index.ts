/**
 * Customers' photos: the picker that uploads them one by one (for a review or a return request),
 * and the row of thumbnails that opens each larger.
 */
export { PhotoPicker } from './components/photo-picker';
export { PhotoStrip, type PhotoView } from './components/photo-strip';
