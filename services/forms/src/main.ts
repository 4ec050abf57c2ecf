import { serve } from '@storefront/service-kit';
import { forms } from './service';

serve(forms);
