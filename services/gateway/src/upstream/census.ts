import { censusV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import type { DayRange } from './performance';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type CensusServiceClient = ServiceClient<typeof censusV1.CensusServiceService>;

/** The census service as the owner's analytics page uses it: typed reads with a deadline; the counts are the service's. */
export class Census {
  readonly client: CensusServiceClient;

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(censusV1.CensusServiceClient, censusV1.CensusServiceDefinition, settings);
  }

  analytics(range: DayRange): Promise<censusV1.GetAnalyticsResponse> {
    return this.client.call.getAnalytics(range);
  }

  close(): void {
    this.client.close();
  }
}
