import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareAnnouncer } from '@storefront/ui';
import { browserPageEnvironment, type PageEnvironment } from '@storefront/ui/account';
import { AccountScreen } from './AccountScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SignInScreen } from './SignInScreen';
import { SignUpScreen } from './SignUpScreen';

/** The customer screens by their hook's `data-account-page`. */
export const accountScreens = new Map<string, ComponentType<{ environment: PageEnvironment }>>([
  ['sign-in', SignInScreen],
  ['sign-up', SignUpScreen],
  ['reset-password', ResetPasswordScreen],
  ['account', AccountScreen],
]);

/** Fills one hook with its screen; a hook naming no screen keeps the server's markup. */
export function renderAccountScreen(hook: HTMLElement, environment: PageEnvironment = browserPageEnvironment()): void {
  const Screen = accountScreens.get(hook.dataset.accountPage ?? '');
  if (!Screen) return;
  prepareAnnouncer();
  createRoot(hook).render(<Screen environment={environment} />);
}
