// first: tracing must start before grpc-js and http are loaded
import '@storefront/service-kit/telemetry-first';
import { serve } from '@storefront/service-kit';
import { censusDefinition } from './service';

serve(censusDefinition);
