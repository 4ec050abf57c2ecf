import type { FormDefinition } from '@storefront/form-rules';
import type { formsV1 } from '@storefront/proto';
import type { StoredSubmission } from '../store/submissions';

export function toForm(definition: FormDefinition): formsV1.Form {
  return {
    id: definition.id,
    name: definition.name,
    kind: definition.kind,
    captchaRequired: definition.captchaRequired,
    definitionJson: JSON.stringify(definition),
  };
}

export function toSubmission(submission: StoredSubmission): formsV1.Submission {
  return {
    id: submission.id,
    formId: submission.formId,
    answersJson: JSON.stringify(submission.answers),
    visitorId: submission.visitorId,
    created: String(submission.createdAt.getTime()),
  };
}
