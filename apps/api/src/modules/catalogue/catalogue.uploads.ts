import type { FastifyRequest } from 'fastify';

export type Form = { fields: Record<string, unknown>; files: Buffer[] };

/**
 * The text fields and files of a multipart form, or the JSON body of a call sent without files.
 * Limits (file size, file count) come from the multipart plugin's config and answer 413; empty
 * file inputs (a form submitted without choosing a file) are skipped.
 */
export async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push(bytes);
    } else if (!(part.fieldname in fields)) {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
