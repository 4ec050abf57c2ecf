import { hasUnstorableCharacters, type FormDefinition } from '@storefront/form-rules';
import { InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { formsMessages } from '../domain/messages';
import { formTemplate, formTemplateTypes, type FormTemplate } from '../domain/template-schema';
import { findForm, listForms } from '../store/forms';
import type { FormsContext } from './forms-context';

/** Longer than any form id, or holding what no id can: unknown without asking the database. */
const impossibleFormId = (formId: string) => formId === '' || formId.length > 200 || hasUnstorableCharacters(formId);

export async function readForm(context: FormsContext, formId: string): Promise<FormDefinition> {
  const form = impossibleFormId(formId) ? null : await findForm(context.db, formId);
  if (!form) throw new NotFoundError(formsMessages.notConfigured);
  return form;
}

export function readForms(context: FormsContext): Promise<FormDefinition[]> {
  return listForms(context.db);
}

export async function readTemplateSchema(context: FormsContext, type: string): Promise<FormTemplate> {
  if (!formTemplateTypes.includes(type)) throw new InvalidArgumentError(formsMessages.unknownTemplateType);
  return formTemplate(await listForms(context.db));
}
