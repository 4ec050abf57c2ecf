import { formErrorKey, isValid, validateForm, type FormAnswers, type FormDefinition } from '@storefront/form-rules';
import { FieldsRefusedError, InvalidArgumentError } from '@storefront/service-kit/errors';
import { parseAnswersJson } from './answers-json';
import { formsMessages } from './messages';

/** The field errors of an answers JSON; a JSON that is no object at all is one form-level error. */
export function answerErrors(definition: FormDefinition, json: string): Record<string, string> {
  const parsed = parseAnswersJson(json);
  if (!parsed.ok) {
    return { [formErrorKey]: parsed.reason === 'too-large' ? formsMessages.tooLarge : formsMessages.unparsable };
  }
  return validateForm(definition, parsed.answers);
}

/**
 * The answers a submission may store, or the refusal: the same rules as the browser's
 * (@storefront/form-rules), so an answer passes here exactly when it passes there.
 */
export function acceptedAnswers(definition: FormDefinition, json: string): FormAnswers {
  const parsed = parseAnswersJson(json);
  if (!parsed.ok) {
    throw new InvalidArgumentError(parsed.reason === 'too-large' ? formsMessages.tooLarge : formsMessages.unparsable);
  }
  const errors = validateForm(definition, parsed.answers);
  if (errors[formErrorKey] !== undefined) throw new InvalidArgumentError(formsMessages.unparsable);
  if (!isValid(errors)) throw new FieldsRefusedError(formsMessages.fieldsInvalid, errors);
  // validateForm accepted every key and value, so this is the answers' shape
  return parsed.answers as FormAnswers;
}
