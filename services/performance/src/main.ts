import { serve } from '@storefront/service-kit';
import { performanceDefinition } from './service';

serve(performanceDefinition);
