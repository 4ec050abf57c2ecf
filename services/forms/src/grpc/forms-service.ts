import { formsV1 } from '@storefront/proto';
import { fieldErrorList, type ServiceRegistration } from '@storefront/service-kit';
import { unary } from '@storefront/service-kit';
import { checkAnswers } from '../actions/check-answers';
import { checkCaptcha } from '../actions/check-captcha';
import { createSubmissionKey } from '../actions/create-key';
import type { FormsContext } from '../actions/forms-context';
import { readForm, readForms, readTemplateSchema } from '../actions/read-forms';
import { readSubmissions } from '../actions/read-submissions';
import { submitForm } from '../actions/submit-form';
import { toForm, toSubmission } from './to-proto';

/** storefront.forms.v1.FormsService: every RPC of the contract, each a thin map to one action. */
export function formsService(context: FormsContext): ServiceRegistration {
  const implementation: formsV1.FormsServiceServer = {
    getForm: unary(async (request) => ({ form: toForm(await readForm(context, request.formId)) })),

    listForms: unary(async () => ({ forms: (await readForms(context)).map(toForm) })),

    createSubmissionKey: unary(async (request) => {
      const issued = await createSubmissionKey(context, request.formId);
      return { key: issued.key, expiresAt: String(issued.expiresAt.getTime()) };
    }),

    submitForm: unary(async (request) => submitForm(context, request)),

    validateForm: unary(async (request) => ({
      fieldErrors: fieldErrorList(await checkAnswers(context, request)),
    })),

    getTemplateSchema: unary(async (request) => ({
      schemaJson: JSON.stringify(await readTemplateSchema(context, request.type)),
    })),

    listSubmissions: unary(async (request) => ({
      submissions: (await readSubmissions(context, request)).map(toSubmission),
    })),

    verifyCaptcha: unary(async (request) => {
      await checkCaptcha(context, request.captchaToken);
      return {};
    }),
  };
  return { definition: formsV1.FormsServiceService, implementation };
}
