import { z } from 'zod';
import { isPrintable } from './printable-text';

/** Input of a form call that cannot be read; answered with a 400 and `{ error }` (spec §8). */
export class FormInputError extends Error {
  readonly status = 400;
}

/** Far above any form's answers (the request body itself is capped at 64 kB), below anything harmful. */
const MAX_ANSWERS_JSON = 64 * 1024;

const printable = (max: number) => z.string().max(max).refine(isPrintable);

const formId = printable(200).min(1);

/** Answers arrive as the JSON text of spec §7; an object is taken as well and written as that text. */
const answers = z.union([
  z.string().max(MAX_ANSWERS_JSON),
  z.record(z.string(), z.unknown()).transform((value) => JSON.stringify(value)),
]);

/** POST /api/form/SaveFormSubmission: a missing key is the forms service's to refuse (401), like a wrong one. */
export const saveSubmissionBody = z.object({
  formId,
  form: answers,
  key: printable(500).default(''),
  captchaKey: z.string().max(10_000).nullish(),
});

/** POST /api/rest/forms/validate/{formId}: the body is the answers object itself. */
export const validationAnswers = z.record(z.string(), z.unknown()).transform((value) => JSON.stringify(value));

export const formIdParam = formId;

/** GET /api/template/GetTemplateSchema?type=: one short word ('form' or '9'); the service judges it. */
export const templateType = z.string().min(1).max(32);

/** `value` read by `schema`, or a FormInputError carrying `message`. */
export function readFormInput<T extends z.ZodType>(schema: T, value: unknown, message: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new FormInputError(message);
  return parsed.data;
}
