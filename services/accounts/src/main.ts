import { serve } from '@storefront/service-kit';
import { accounts } from './service';

serve(accounts);
