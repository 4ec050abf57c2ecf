import { serve } from '@storefront/service-kit';
import { catalog } from './service';

serve(catalog);
