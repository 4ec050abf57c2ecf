import type { Database, Logger } from '@storefront/service-kit';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { StockHolds } from '../catalog/stock-holds';
import type { OrderEmails } from '../jobs/order-email-jobs';
import type { PaymentProvider } from '../payment/payment-provider';

/** What every order action works with. */
export interface OrderContext {
  db: Database;
  stock: StockHolds;
  payment: PaymentProvider;
  logger: Logger;
  /** Where a subscription's plan is read when it is bought; absent where no subscription is sold (repairs). */
  catalog?: Pick<CatalogReader, 'product'>;
  /** Where a recorded order's e-mails are queued; absent without Redis. */
  orderEmails?: OrderEmails;
}
