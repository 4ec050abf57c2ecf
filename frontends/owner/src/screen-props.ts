import type { OwnerAccount } from './owner-api';

/** Where the screen is and how it leaves: the browser's own, or a test's record of it. */
export interface PageEnvironment {
  pathname: string;
  search: string;
  navigate: (path: string) => void;
}

export interface PublicScreenProps {
  environment: PageEnvironment;
}

export interface SignedInScreenProps {
  account: OwnerAccount;
  environment: PageEnvironment;
}
