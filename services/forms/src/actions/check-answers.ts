import { answerErrors } from '../domain/judge-answers';
import type { FormsContext } from './forms-context';
import { readForm } from './read-forms';

/** The form's rules applied to answers, nothing stored. */
export async function checkAnswers(
  context: FormsContext,
  request: { formId: string; answersJson: string },
): Promise<Record<string, string>> {
  const form = await readForm(context, request.formId);
  return answerErrors(form, request.answersJson);
}
