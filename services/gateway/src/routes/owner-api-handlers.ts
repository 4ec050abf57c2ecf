import type { Request, Response } from 'express';
import type { OwnerSession } from '../http/owner-sessions';
import type { OwnerApiName } from './owner-route-table';

export type OwnerApiHandler = (req: Request, res: Response) => Promise<void> | void;

/** One handler for each API route of the owner route table, no more, no fewer. */
export type OwnerApiHandlers = Record<OwnerApiName, OwnerApiHandler>;

/** Set by the owner router's access check before a handler of a signed-in route runs. */
export function ownerOf(res: Response): OwnerSession {
  const owner = (res.locals as { owner?: OwnerSession }).owner;
  if (!owner) throw new Error('an owner route that needs a session ran without one');
  return owner;
}

export function setOwner(res: Response, owner: OwnerSession): void {
  (res.locals as { owner?: OwnerSession }).owner = owner;
}
