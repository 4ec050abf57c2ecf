/**
 * Every BullMQ queue of the platform, the one list of their names: each service names its queues
 * from here, and the owner's queue dashboard (the gateway's /config/queues) shows exactly these.
 * A new queue is added here first. The ingest queue's name is also @storefront/performance-rules'
 * PERFORMANCE_INGEST_QUEUE, which the browser-facing rules keep beside the job's schema; a gateway
 * test holds the two equal.
 */
export const PLATFORM_QUEUES = {
  /** accounts: expired sessions, invitations and reset tokens, removed on a schedule. */
  accountsCleanup: 'accounts-cleanup',
  /** cart: abandoned carts expired on a schedule. */
  cartCleanup: 'cart-cleanup',
  /** cart: order placements a crash left between steps, finished or undone on a schedule. */
  orderReconciliation: 'order-reconciliation',
  /** cart: one job per recorded order, its confirmation and gift-card e-mails handed to notifications. */
  orderEmails: 'order-emails',
  /** cart: subscriptions due billed on a schedule, one renewal order per cycle. */
  subscriptionRenewals: 'subscription-renewals',
  /** forms: spent and stale submission keys removed on a schedule. */
  formKeyCleanup: 'form-key-cleanup',
  /** forms: one job per stored submission, e-mailed to the owner. */
  formSubmissions: 'form-submissions',
  /** notifications: a restock send request fanned out to its sign-ups. */
  restockFanout: 'restock-fanout',
  /** notifications: every e-mail of the platform, delivered over SMTP. */
  mailDelivery: 'mail-delivery',
  /** gateway -> performance: the visitors' web-vitals records and error reports. */
  performanceIngest: 'performance-ingest',
  /** performance: records past their keeping time removed on a schedule. */
  performanceRetention: 'performance-retention',
  /** gateway -> census: visitors' page-view hits and commerce, shopping and widget events. */
  censusIngest: 'census-ingest',
  /** census: hours that received hits or events rolled up on a schedule. */
  censusRollup: 'census-rollup',
  /** census: raw day partitions past their keeping time dropped on a schedule. */
  censusRetention: 'census-retention',
} as const;
