import type { Database, Logger } from '@storefront/service-kit';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { CaptchaChecker } from '../forms/captcha-checker';

/** What every use case needs; built once by service.ts. */
export interface NotificationsContext {
  db: Database;
  catalog: CatalogReader;
  captcha: CaptchaChecker;
  logger: Logger;
  /** NOTIFICATIONS_PUBLIC_URL: links in mails are joined to it. */
  publicUrl: string;
  storeName: string;
  messageIdFor(outboxKey: string): string;
  /** Rings the queue for stored send requests; never fails the call (the sweeper catches up). */
  sendRequestsStored(requests: { id: string; fanoutRun: number }[]): Promise<void>;
  /** Rings the queue for a stored mail; never fails the call. */
  mailStored(outboxId: number): Promise<void>;
}
