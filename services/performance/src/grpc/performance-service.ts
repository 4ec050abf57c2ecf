import { performanceV1 } from '@storefront/proto';
import { unary, type ServiceRegistration } from '@storefront/service-kit';
import { getErrorGroup } from '../actions/get-error-group';
import { getVitalsSummary } from '../actions/get-vitals-summary';
import { listErrorGroups } from '../actions/list-error-groups';
import type { PerformanceContext } from '../actions/performance-context';
import { deviceClassFilter } from './metrics';
import { toErrorGroup, toErrorReport, toVitalsSummary } from './to-proto';

/** storefront.performance.v1.PerformanceService: every RPC of the contract, each a thin map to one action. */
export function performanceService(context: PerformanceContext): ServiceRegistration {
  const implementation: performanceV1.PerformanceServiceServer = {
    getVitalsSummary: unary(async (request) => {
      const filter = request.filter;
      const summary = await getVitalsSummary(context, {
        fromDay: request.fromDay,
        toDay: request.toDay,
        timeZone: request.timeZone,
        filter: {
          path: filter?.path ?? '',
          pageType: filter?.pageType ?? '',
          deviceClass: deviceClassFilter(filter?.deviceClass ?? performanceV1.DeviceClass.DEVICE_CLASS_UNSPECIFIED),
        },
        slowestPagesLimit: request.slowestPagesLimit,
      });
      return toVitalsSummary(summary);
    }),

    listErrorGroups: unary(async (request) => {
      const page = await listErrorGroups(context, request);
      return {
        groups: page.groups.map(toErrorGroup),
        hasNextPage: page.nextPageCursor !== '',
        nextPageCursor: page.nextPageCursor,
      };
    }),

    getErrorGroup: unary(async (request) => {
      const detail = await getErrorGroup(context, request);
      return { group: toErrorGroup(detail.group), reports: detail.reports.map(toErrorReport) };
    }),
  };
  return { definition: performanceV1.PerformanceServiceService, implementation };
}
