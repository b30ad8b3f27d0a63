import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

/**
 * Answers serialised by code compiled once per route from the JSON Schema of the shared zod
 * answer schema (what the API documentation shows), instead of parsing every answer with zod.
 * A schema JSON Schema cannot express (a transform, a codec) keeps the zod serialiser. Tests keep
 * the zod one everywhere, so an answer that breaks its schema still fails there.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let json: unknown;
  try {
    json = toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw', cycles: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
