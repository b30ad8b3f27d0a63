/** How many photos a review may carry (a return line carries MAX_RETURN_PHOTOS). */
export const MAX_REVIEW_PHOTOS = 3;

/**
 * Photo uploads per signed-in customer and per client address: a review and a return or two with
 * their photos chosen again a few times, too few to use the shop as free picture hosting.
 */
export const CUSTOMER_PHOTO_RATE_LIMITS = {
  user: { max: 20, minutes: 60 },
  ip: { max: 60, minutes: 60 },
} as const;

/** The file types a photo may be (read from its bytes on the server), for the file picker. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
