import { NotFoundError } from '@storefront/service-kit/errors';
import { performanceMessages } from '../domain/messages';
import { countAsked } from '../domain/request-bounds';
import { ERROR_GROUP_ID } from '../domain/top-frame';
import { errorGroupById, latestReports, type CountedGroup, type StoredErrorReport } from '../store/error-groups';
import type { PerformanceContext } from './performance-context';

export interface ErrorGroupDetail {
  group: CountedGroup;
  /** Newest first. */
  reports: StoredErrorReport[];
}

/** One group, its count ever, and its latest reports; an id no group can have is not found either. */
export async function getErrorGroup(
  context: PerformanceContext,
  request: { id: string; reportLimit: number },
): Promise<ErrorGroupDetail> {
  const limit = countAsked(request.reportLimit, 'report_limit', { default: 10, max: 50 });
  const group = ERROR_GROUP_ID.test(request.id) ? await errorGroupById(context.db, request.id) : undefined;
  if (!group) throw new NotFoundError(performanceMessages.errorGroupNotFound);
  return { group, reports: await latestReports(context.db, group.id, limit) };
}
