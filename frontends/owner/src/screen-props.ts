import type { PageEnvironment } from '@storefront/ui/account';
import type { OwnerAccount } from './owner-api';

export interface PublicScreenProps {
  environment: PageEnvironment;
}

export interface SignedInScreenProps {
  account: OwnerAccount;
  environment: PageEnvironment;
}
