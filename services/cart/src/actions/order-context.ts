import type { Database, Logger } from '@storefront/service-kit';
import type { StockHolds } from '../catalog/stock-holds';
import type { OrderEmails } from '../jobs/order-email-jobs';
import type { PaymentProvider } from '../payment/payment-provider';

/** What every order action works with. */
export interface OrderContext {
  db: Database;
  stock: StockHolds;
  payment: PaymentProvider;
  logger: Logger;
  /** Where a recorded order's e-mails are queued; absent without Redis. */
  orderEmails?: OrderEmails;
}
