import type { Db } from '../../db/client.ts';
import { contactMessages, feedback } from '../../db/schema/index.ts';

export async function insertContactMessage(
  db: Db,
  message: { userId: string | null; name: string; email: string; phone: string; message: string },
) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

export async function insertFeedback(db: Db, entry: { userId: string; feedback: string }) {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  return row!;
}
