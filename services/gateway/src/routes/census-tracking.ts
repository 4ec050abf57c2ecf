import { onlyViewer } from '@storefront/permissions';
import type { Request } from 'express';
import type { Logger } from '@storefront/service-kit';
import type { OwnerSessions } from '../http/owner-sessions';
import { OWNER_AREA_PREFIX } from './owner-route-table';

/** Whether census records what this request reports about the page at `pagePath`. */
export type CensusTracking = (req: Request, pagePath: string) => Promise<boolean>;

const inOwnerArea = (path: string) => path === OWNER_AREA_PREFIX || path.startsWith(`${OWNER_AREA_PREFIX}/`);

/**
 * Spec §6, as far as the server can tell: nothing is recorded while census is disabled
 * (CENSUS_DISABLED), and a signed-in owner account is not recorded outside the configuration area
 * unless its only role is viewer. The browser skips these too; the server enforces it for any
 * browser that does not. When the accounts service cannot say who is signed in the hit is
 * recorded: a visitor's page view is worth more than keeping an owner's out of the counts.
 */
export function censusTracking(sessions: OwnerSessions, disabled: boolean, logger: Logger): CensusTracking {
  return async (req, pagePath) => {
    if (disabled) return false;
    if (inOwnerArea(pagePath)) return true;
    try {
      const visitor = await sessions.visitor(req);
      return !visitor.signedIn || onlyViewer(visitor.roles);
    } catch (error) {
      logger.debug({ reason: (error as Error).message }, 'census: owner session unknown, recording');
      return true;
    }
  };
}

/** The path of a page's address, or '' when it is none. */
export function pathOfUrl(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '';
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}
