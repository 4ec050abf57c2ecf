import { listSubmissions, type StoredSubmission } from '../store/submissions';
import type { FormsContext } from './forms-context';
import { readForm } from './read-forms';

const defaultPageSize = 20;
const maxPageSize = 100;

export async function readSubmissions(
  context: FormsContext,
  request: { formId: string; pageSize: number },
): Promise<StoredSubmission[]> {
  const form = await readForm(context, request.formId);
  const size = request.pageSize <= 0 ? defaultPageSize : Math.min(request.pageSize, maxPageSize);
  return listSubmissions(context.db, form.id, size);
}
