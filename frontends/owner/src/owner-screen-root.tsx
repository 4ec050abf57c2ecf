import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, prepareAnnouncer } from '@storefront/ui';
import { AcceptInvitationScreen } from './AcceptInvitationScreen';
import { AccountScreen } from './AccountScreen';
import { Loaded } from './Loaded';
import { LoginScreen } from './LoginScreen';
import { OverviewScreen } from './OverviewScreen';
import { ownerApi } from './owner-api';
import { signInPathFor } from './owner-pages';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { isPublicScreen, isScreenName, type PublicScreenName, type SignedInScreenName } from './screen-names';
import type { PageEnvironment, PublicScreenProps, SignedInScreenProps } from './screen-props';
import { SettingsScreen } from './SettingsScreen';
import { TeamScreen } from './TeamScreen';

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
};

/** The screen of a hook. A signed-in screen reads the account first; without a session it is the sign-in page's. */
export function OwnerScreen({ page, environment }: { page: string; environment: PageEnvironment }) {
  if (!isScreenName(page)) return null;
  if (isPublicScreen(page)) {
    const Screen = publicScreens[page];
    return <Screen environment={environment} />;
  }
  const Screen = signedInScreens[page];
  const signInAgain = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return false;
    // the session ended since the server drew the page (expired, or signed out in another tab)
    environment.navigate(signInPathFor(environment));
    return true;
  };
  return (
    <Loaded load={ownerApi.currentAccount} onFailure={signInAgain}>
      {(account) => <Screen account={account} environment={environment} />}
    </Loaded>
  );
}

const browserEnvironment = (): PageEnvironment => ({
  pathname: window.location.pathname,
  search: window.location.search,
  navigate: (path) => window.location.assign(path),
});

export function renderOwnerScreen(hook: HTMLElement, environment: PageEnvironment = browserEnvironment()): void {
  // the region must be in the page before the first thing is said ('Settings saved.')
  prepareAnnouncer();
  createRoot(hook).render(<OwnerScreen page={hook.dataset.ownerPage ?? ''} environment={environment} />);
}
