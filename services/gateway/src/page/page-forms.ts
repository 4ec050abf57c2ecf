import type { FormDefinition } from '@storefront/form-rules';
import type { Logger } from '@storefront/service-kit';
import type { Forms } from '../upstream/forms';

/** A page waits at most this long for its forms; past it the page goes out without them. */
const PAGE_FORMS_DEADLINE_MS = 500;

/** After a failed lookup, pages skip the forms service this long instead of each waiting on it. */
const BACK_OFF_MS = 2_000;

/**
 * The forms pages show, read so that a forms outage never breaks a page: a failed or slow lookup
 * renders the page without its forms, and for a short while pages do not ask again.
 */
export class PageForms {
  private readonly deadlineMs: number;
  private skipUntil = 0;

  constructor(
    private readonly forms: Forms,
    private readonly logger: Logger,
    upstreamDeadlineMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.deadlineMs = Math.min(upstreamDeadlineMs, PAGE_FORMS_DEADLINE_MS);
  }

  /** Every form, or undefined while the forms service cannot be read. */
  async all(): Promise<FormDefinition[] | undefined> {
    if (this.now() < this.skipUntil) return undefined;
    try {
      const forms = await this.forms.all({ deadlineMs: this.deadlineMs });
      if (this.skipUntil !== 0) this.logger.info('forms shown on pages again: the forms service answers');
      this.skipUntil = 0;
      return forms;
    } catch (error) {
      // Logged once per outage, not once per page.
      if (this.skipUntil === 0)
        this.logger.warn(
          { reason: (error as Error).message },
          'pages rendered without forms: forms service unreadable',
        );
      this.skipUntil = this.now() + BACK_OFF_MS;
      return undefined;
    }
  }
}
