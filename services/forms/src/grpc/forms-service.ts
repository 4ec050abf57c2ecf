import { formsV1 } from '@storefront/proto';
import { fieldErrorList, type ServiceRegistration } from '@storefront/service-kit';
import { checkAnswers } from '../actions/check-answers';
import { createSubmissionKey } from '../actions/create-key';
import type { FormsContext } from '../actions/forms-context';
import { readForm, readForms, readTemplateSchema } from '../actions/read-forms';
import { readSubmissions } from '../actions/read-submissions';
import { submitForm } from '../actions/submit-form';
import { formsUnary } from './errors';
import { toForm, toSubmission } from './to-proto';

/** storefront.forms.v1.FormsService: every RPC of the contract, each a thin map to one action. */
export function formsService(context: FormsContext): ServiceRegistration {
  const implementation: formsV1.FormsServiceServer = {
    getForm: formsUnary(async (request) => ({ form: toForm(await readForm(context, request.formId)) })),

    listForms: formsUnary(async () => ({ forms: (await readForms(context)).map(toForm) })),

    createSubmissionKey: formsUnary(async (request) => {
      const issued = await createSubmissionKey(context, request.formId);
      return { key: issued.key, expiresAt: String(issued.expiresAt.getTime()) };
    }),

    submitForm: formsUnary(async (request) => submitForm(context, request)),

    validateForm: formsUnary(async (request) => ({
      fieldErrors: fieldErrorList(await checkAnswers(context, request)),
    })),

    getTemplateSchema: formsUnary(async (request) => ({
      schemaJson: JSON.stringify(await readTemplateSchema(context, request.type)),
    })),

    listSubmissions: formsUnary(async (request) => ({
      submissions: (await readSubmissions(context, request)).map(toSubmission),
    })),
  };
  return { definition: formsV1.FormsServiceService, implementation };
}
