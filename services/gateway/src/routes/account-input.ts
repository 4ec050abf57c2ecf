import { isRoleNumber } from '@storefront/permissions';
import { z } from 'zod';
import { AccountInputRefused } from '../http/account-errors';

/**
 * What the account routes read from a body, checked for shape only: text where text belongs,
 * within sizes no real input reaches. The rules themselves (what an e-mail looks like, how long a
 * password must be, which role numbers exist) are the accounts service's, which answers with
 * their messages; the gateway does not keep a second copy of them.
 */

const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** Longer than any address (RFC 5321 allows 254) or password (the service allows 256) a person types. */
const MAX_EMAIL_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 1_024;
const MAX_NAME_LENGTH = 1_024;
const MAX_TOKEN_LENGTH = 512;

const email = z
  .string({ error: 'Enter your email.' })
  .trim()
  .min(1, { error: 'Enter your email.' })
  .max(MAX_EMAIL_LENGTH, { error: 'That email is too long.' });

const password = z
  .string({ error: 'Enter your password.' })
  .min(1, { error: 'Enter your password.' })
  .max(MAX_PASSWORD_LENGTH, { error: 'That password is too long.' });

const displayName = z
  .string({ error: 'Your name must be text.' })
  .trim()
  .max(MAX_NAME_LENGTH, { error: 'That name is too long.' })
  .nullish()
  .transform((value) => value ?? '');

/** Invitation and reset tokens arrive from a link's query string. */
const linkToken = z
  .string({ error: 'This link is incomplete. Open the link from your e-mail again.' })
  .min(1, { error: 'This link is incomplete. Open the link from your e-mail again.' })
  .max(MAX_TOKEN_LENGTH, { error: 'This link is not valid.' });

const roles = z
  .array(z.number({ error: 'Roles are role numbers.' }).refine(isRoleNumber, { error: 'That is not a role.' }), {
    error: 'Choose at least one role.',
  })
  .min(1, { error: 'Choose at least one role.' })
  .max(16, { error: 'That is more roles than there are.' })
  .transform((numbers) => [...new Set(numbers)]);

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: BODY_NOT_AN_OBJECT });

export const signInBody = body({ email, password });
export const signUpBody = body({ email, password, displayName });
export const emailBody = body({ email });
export const inviteBody = body({ email, roles });
export const rolesBody = body({ roles });
export const acceptInvitationBody = body({ token: linkToken, password, displayName });
export const completeResetBody = body({ token: linkToken, password });

const themeColor = z
  .string({ error: 'Enter a colour as a hex code, such as #2b4c3f.' })
  .max(16, { error: 'Enter a colour as a hex code, such as #2b4c3f.' })
  .optional();

/**
 * Presentment rates as text of sane length, in a list longer than any the catalog keeps: how many
 * and which currencies and rates an owner may set is the catalog's rule, answered in its words.
 */
const presentmentRates = z
  .array(
    z.object(
      {
        currency: z.string({ error: 'Choose a currency.' }).max(16, { error: 'Choose a currency.' }),
        rate: z
          .string({ error: 'Enter each rate as text, such as "0.92".' })
          .max(32, { error: 'That rate is too long.' }),
      },
      { error: 'Give each currency with its rate.' },
    ),
    { error: 'Give the currencies as a list.' },
  )
  .max(100, { error: 'That is more currencies than there are.' })
  .optional();

/**
 * PUT /api/owner/settings: any of these, the rest kept; the catalog checks the values (currency,
 * time zone, the theme's colours, contrast, font and radius, presentment rates).
 */
export const settingsBody = body({
  selectedCurrency: z.string({ error: 'Choose a currency.' }).max(16, { error: 'Choose a currency.' }).optional(),
  expressCheckout: z.boolean({ error: 'Express checkout is on or off.' }).optional(),
  multipleQuantityAllowedForServices: z.boolean({ error: 'This setting is on or off.' }).optional(),
  timeZone: z.string({ error: 'Choose a time zone.' }).max(100, { error: 'Choose a time zone.' }).optional(),
  captchaSiteKey: z
    .string({ error: 'The site key is text.' })
    .max(200, { error: 'The site key is too long.' })
    .optional(),
  themeAccentColor: themeColor,
  themeTextColor: themeColor,
  themeBackgroundColor: themeColor,
  themeFont: z.string({ error: 'Choose a font.' }).max(64, { error: 'Choose a font.' }).optional(),
  themeRadiusPx: z.int32({ error: 'Enter the radius as a whole number of pixels.' }).optional(),
  restrictiveCookies: z.boolean({ error: 'Restrictive cookies are on or off.' }).optional(),
  afterPayAvailable: z.boolean({ error: 'Installments are on or off.' }).optional(),
  afterPayMin: z.int32({ error: 'Enter the amount as a whole number of cents.' }).optional(),
  afterPayMax: z.int32({ error: 'Enter the amount as a whole number of cents.' }).optional(),
  stripeAccountCountry: z.string({ error: 'Choose a country.' }).max(8, { error: 'Choose a country.' }).optional(),
  presentmentRates,
});

/** Account and invitation ids in paths, as the accounts service makes them. */
export const accountIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'That is not an account of this website.' });

/** The input as `schema` reads it, or a 400 naming each refused field (the first one's message as the whole). */
export function readAccountInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== undefined) errors[String(field)] ??= issue.message;
  }
  throw new AccountInputRefused(parsed.error.issues[0]?.message ?? 'The request is malformed.', errors);
}
