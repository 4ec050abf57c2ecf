import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareAnnouncer } from '@storefront/ui';
import { browserPageEnvironment, Loaded, signInWhenSessionEnded, type PageEnvironment } from '@storefront/ui/account';
import { AcceptInvitationScreen } from './AcceptInvitationScreen';
import { AnalyticsScreen } from './AnalyticsScreen';
import { AccountScreen } from './AccountScreen';
import { CheckoutSettingsScreen } from './CheckoutSettingsScreen';
import { LoginScreen } from './LoginScreen';
import { OrdersScreen } from './OrdersScreen';
import { OverviewScreen } from './OverviewScreen';
import { ownerApi } from './owner-api';
import { signInPath } from './owner-pages';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { RestockScreen } from './RestockScreen';
import { isPublicScreen, isScreenName, type PublicScreenName, type SignedInScreenName } from './screen-names';
import type { PublicScreenProps, SignedInScreenProps } from './screen-props';
import { SettingsScreen } from './SettingsScreen';
import { SubscriptionsScreen } from './SubscriptionsScreen';
import { TeamScreen } from './TeamScreen';
import { WebVitalsScreen } from './WebVitalsScreen';

const publicScreens: Record<PublicScreenName, ComponentType<PublicScreenProps>> = {
  login: LoginScreen,
  'accept-invitation': AcceptInvitationScreen,
  'reset-password': ResetPasswordScreen,
};

const signedInScreens: Record<SignedInScreenName, ComponentType<SignedInScreenProps>> = {
  overview: OverviewScreen,
  account: AccountScreen,
  team: TeamScreen,
  settings: SettingsScreen,
  checkout: CheckoutSettingsScreen,
  restock: RestockScreen,
  analytics: AnalyticsScreen,
  'web-vitals': WebVitalsScreen,
  orders: OrdersScreen,
  subscriptions: SubscriptionsScreen,
};

/** The screen of a hook. A signed-in screen reads the account first; without a session it is the sign-in page's. */
export function OwnerScreen({ page, environment }: { page: string; environment: PageEnvironment }) {
  if (!isScreenName(page)) return null;
  if (isPublicScreen(page)) {
    const Screen = publicScreens[page];
    return <Screen environment={environment} />;
  }
  const Screen = signedInScreens[page];
  return (
    <Loaded load={ownerApi.currentAccount} onFailure={signInWhenSessionEnded(environment, signInPath)}>
      {(account) => <Screen account={account} environment={environment} />}
    </Loaded>
  );
}

export function renderOwnerScreen(hook: HTMLElement, environment: PageEnvironment = browserPageEnvironment()): void {
  // the region must be in the page before the first thing is said ('Settings saved.')
  prepareAnnouncer();
  createRoot(hook).render(<OwnerScreen page={hook.dataset.ownerPage ?? ''} environment={environment} />);
}
