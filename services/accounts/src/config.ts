import { isValidEmail } from '@storefront/form-rules';
import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';
import type { SessionLifetimes } from './domain/session-lifetime';

const whole = z.coerce.number().int();

/** The accounts service's whole environment: the variables every service reads plus its own. */
export const accountsConfigSchema = z
  .object({
    ...commonConfig('accounts', { grpcPort: 50057 }),
    /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
    ACCOUNTS_DATABASE_URL: z.url().optional(),
    /** Only the cleanup of expired rows needs Redis; sessions end on time without it. */
    REDIS_URL: z.url().optional(),
    /** Redis key prefix of the cleanup queue; separates environments sharing one Redis. */
    ACCOUNTS_QUEUE_PREFIX: z.string().min(1).default('storefront'),
    /** How often expired sessions, invitations, reset tokens and old failed sign-ins are deleted. */
    ACCOUNTS_CLEANUP_EVERY_SECONDS: whole.min(1).default(600),
    /** An owner session unused this long ends. */
    OWNER_SESSION_IDLE_HOURS: whole.min(1).default(12),
    /** An owner session ends this long after sign-in, however busy. */
    OWNER_SESSION_MAX_DAYS: whole.min(1).default(7),
    /** A customer session ends this long after sign-in. */
    CUSTOMER_SESSION_DAYS: whole.min(1).default(30),
    /** With the password: the admin made at start-up when the website has no owner yet (`npm start`'s demo owner). */
    ACCOUNTS_DEMO_OWNER_EMAIL: z.string().trim().toLowerCase().refine(isValidEmail, 'not an e-mail address').optional(),
    ACCOUNTS_DEMO_OWNER_PASSWORD: z.string().min(8).max(256).optional(),
  })
  .superRefine((config, context) => {
    // one without the other is a mistake in the deployment, not a wish for no demo owner
    const { ACCOUNTS_DEMO_OWNER_EMAIL: email, ACCOUNTS_DEMO_OWNER_PASSWORD: password } = config;
    if (email !== undefined && password === undefined)
      context.addIssue({ code: 'custom', path: ['ACCOUNTS_DEMO_OWNER_PASSWORD'], message: 'required' });
    if (password !== undefined && email === undefined)
      context.addIssue({ code: 'custom', path: ['ACCOUNTS_DEMO_OWNER_EMAIL'], message: 'required' });
  });

export type AccountsConfig = z.infer<typeof accountsConfigSchema>;

export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  return loadConfig(accountsConfigSchema, env);
}

/** The session lifetimes the configuration sets. */
export function sessionLifetimesOf(config: AccountsConfig): SessionLifetimes {
  return {
    ownerIdleHours: config.OWNER_SESSION_IDLE_HOURS,
    ownerMaxDays: config.OWNER_SESSION_MAX_DAYS,
    customerDays: config.CUSTOMER_SESSION_DAYS,
  };
}
