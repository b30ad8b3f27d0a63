import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';
import type { StoredImage } from './catalogue.ts';

/**
 * Photos signed-in customers upload for their reviews and return requests. A review or a return
 * attaches only rows of its own author, so a picture from elsewhere cannot be shown as theirs.
 */
export const customerPhotos = pgTable(
  'customer_photos',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<StoredImage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_photos_user_idx').on(t.userId, t.createdAt)],
);
