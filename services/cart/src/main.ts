import { serve } from '@storefront/service-kit';
import { cart } from './service';

serve(cart);
