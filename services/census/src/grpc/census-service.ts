import { censusV1 } from '@storefront/proto';
import { unary, type ServiceRegistration } from '@storefront/service-kit';
import type { CensusContext } from '../actions/census-context';
import { getAnalytics } from '../actions/get-analytics';
import { toAnalytics } from './to-proto';

/** storefront.census.v1.CensusService: every RPC of the contract, each a thin map to one action. */
export function censusService(context: CensusContext): ServiceRegistration {
  const implementation: censusV1.CensusServiceServer = {
    getAnalytics: unary(async (request) => toAnalytics(await getAnalytics(context, request))),
  };
  return { definition: censusV1.CensusServiceService, implementation };
}
