import { z } from 'zod';
import { Id } from '../api.ts';
import { Image } from '../catalogue/catalogue.schemas.ts';

/** A photo a signed-in customer uploaded (POST /customer-photos): its id is what a review or a return attaches. */
export const CustomerPhoto = z.object({ _id: Id, image: Image });
export type CustomerPhoto = z.infer<typeof CustomerPhoto>;

/**
 * The photos a review or a return line attaches: ids of the customer's own uploads. Any string is
 * let through here so that a link or someone else's photo is refused by the server with its own
 * message (422), not as a malformed field.
 */
export const AttachedPhotoIds = (max: number, tooMany: string) =>
  z.array(z.string().max(500)).max(max, { message: tooMany });
