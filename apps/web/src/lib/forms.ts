import type { FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * A field as a form holds it: the text typed. Before the shared schema checks it, the text is
 * trimmed and a blank one counts as not given, so a required number says "enter …" rather than
 * reading an empty box as 0, and an optional one is left out.
 */
export const fromText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(schema as unknown as z.ZodType<z.output<T>, string | undefined>);

/** A number field as text: blank is not given, anything else is read as a number for the shared schema. */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : Number(text)))
    .pipe(schema as unknown as z.ZodType<z.output<T>, number | undefined>);

/**
 * For a form whose fields are not the request's own shape (a draft with text for numbers, ticks
 * for lines): the draft is turned into the body it would send, and the request's shared schema
 * checks that body. A message lands on the field named by its path (name the draft's fields as
 * the body's where a message can come), or on the draft as a whole for the body's own checks.
 */
export const bodyResolver = <Draft extends FieldValues, Body, Out>(
  toBody: (draft: Draft) => Body,
  schema: z.ZodType<Out, Body>,
) => zodResolver(z.preprocess((draft) => toBody(draft as Draft), schema) as unknown as z.ZodType<Out, Draft>);
