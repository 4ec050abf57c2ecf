import type { Response } from 'express';
import type { OwnerSession } from '../http/owner-sessions';
import { HIDDEN_CART_PILL } from '../page/cart-pill';
import type { Pages } from '../page/pages';
import { allows, OWNER_ROUTES, type OwnerPageRoute } from './owner-route-table';

/** The heading of the owner area's 403 page. */
export const NO_PERMISSION_HEADING = 'You do not have permission to open this page.';

export interface OwnerNavEntry {
  href: string;
  label: string;
  current: boolean;
}

/** The owner area's navigation for an account: only the pages its roles open, in the table's order. */
export function ownerNav(roles: readonly number[], currentPath: string | undefined): OwnerNavEntry[] {
  return OWNER_ROUTES.flatMap((route) =>
    route.kind !== 'api' && route.nav !== undefined && allows(route.access, roles)
      ? [{ href: route.path, label: route.nav, current: route.path === currentPath }]
      : [],
  );
}

/**
 * The owner area's pages: the frame (store name, the signed-in e-mail, the account's navigation)
 * around the page's heading and the hook the owner remote mounts into. Each is one account's
 * page, so none is cached anywhere.
 */
export class OwnerPages {
  constructor(private readonly pages: Pages) {}

  send(res: Response, route: OwnerPageRoute, owner: OwnerSession | undefined): Promise<void> {
    return this.render(res, 200, route.heading, route.page, owner, route.path);
  }

  sendForbidden(res: Response, owner: OwnerSession): Promise<void> {
    return this.render(res, 403, NO_PERMISSION_HEADING, undefined, owner, undefined);
  }

  sendNotFound(res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    this.pages.sendStatus(res, 'not-found');
  }

  private render(
    res: Response,
    status: number,
    heading: string,
    hook: string | undefined,
    owner: OwnerSession | undefined,
    currentPath: string | undefined,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const frame = owner && { email: owner.account.email, nav: ownerNav(owner.account.roles, currentPath) };
    return this.pages.send(
      res,
      'owner',
      { pageType: 'page', title: heading, data: { owner: frame, ownerPage: { heading, hook } } },
      status,
      HIDDEN_CART_PILL,
    );
  }
}
