import { performanceV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type PerformanceServiceClient = ServiceClient<typeof performanceV1.PerformanceServiceService>;

/** A date range in the site's time zone, both ends included (YYYY-MM-DD). */
export interface DayRange {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

/** The performance service as the owner's performance page uses it: typed reads with a deadline; the sums are the service's. */
export class Performance {
  readonly client: PerformanceServiceClient;

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(
      performanceV1.PerformanceServiceClient,
      performanceV1.PerformanceServiceDefinition,
      settings,
    );
  }

  vitalsSummary(
    range: DayRange,
    filter: { path: string; pageType: string; deviceClass: performanceV1.DeviceClass },
  ): Promise<performanceV1.GetVitalsSummaryResponse> {
    return this.client.call.getVitalsSummary({ ...range, filter, slowestPagesLimit: 0 });
  }

  errorGroups(range: DayRange, cursor: string): Promise<performanceV1.ListErrorGroupsResponse> {
    return this.client.call.listErrorGroups({ ...range, cursor, pageSize: 0 });
  }

  async errorGroup(id: string): Promise<Required<performanceV1.GetErrorGroupResponse>> {
    const { group, reports } = await this.client.call.getErrorGroup({ id, reportLimit: 0 });
    if (!group) throw new Error('performance answered without an error group');
    return { group, reports };
  }

  close(): void {
    this.client.close();
  }
}
