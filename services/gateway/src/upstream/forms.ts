import { parseFormDefinition, type FormDefinition } from '@storefront/form-rules';
import { formsV1 } from '@storefront/proto';
import type { CallOptions, ServiceClient } from '@storefront/service-kit';
import { ReadCache } from './read-cache';
import { upstreamClient, whileAway, type UpstreamSettings } from './upstream-client';

export type FormsServiceClient = ServiceClient<typeof formsV1.FormsServiceService>;

/**
 * A submission may wait on the captcha provider, which the forms service gives up to five seconds;
 * the submission's deadline leaves room for that on top of the usual budget.
 */
const CAPTCHA_ALLOWANCE_MS = 5_000;

/** The site's form definitions, read as one list: far more than any site's forms weigh. */
const FORM_DEFINITIONS_BYTES = 2 * 1024 * 1024;

/**
 * While the forms service restarts or is slower than a page waits for it, pages keep showing the
 * forms last read, for up to five minutes, rather than go out without them; what a visitor sends
 * is still checked by the service itself.
 */
const FORMS_AWAY = whileAway(5 * 60_000);

export interface FormsSettings extends UpstreamSettings {
  /** How long form definitions may be reused across requests (0: never). */
  cacheMs: number;
}

export interface Submission {
  formId: string;
  key: string;
  answersJson: string;
  captchaToken: string;
  visitorId: string;
}

/** The forms service as the gateway uses it: typed calls with deadlines, definitions briefly cached. */
export class Forms {
  readonly client: FormsServiceClient;
  private readonly submitDeadlineMs: number;
  private readonly listCache: ReadCache<FormDefinition[]>;

  constructor(settings: FormsSettings) {
    this.client = upstreamClient(formsV1.FormsServiceClient, formsV1.FormsServiceDefinition, settings);
    this.submitDeadlineMs = settings.deadlineMs + CAPTCHA_ALLOWANCE_MS;
    this.listCache = new ReadCache<FormDefinition[]>(settings.cacheMs, FORM_DEFINITIONS_BYTES, {
      staleIfError: FORMS_AWAY,
    });
  }

  /**
   * Every form of the site with a definition the browser can read; one stored in another shape is
   * left out rather than handed to pages.
   */
  all(options?: CallOptions): Promise<FormDefinition[]> {
    return this.listCache.get('forms', async () => {
      const { forms } = await this.client.call.listForms({}, options);
      return forms.flatMap((form) => {
        const definition = definitionOf(form);
        return definition ? [definition] : [];
      });
    });
  }

  async createKey(): Promise<string> {
    return (await this.client.call.createSubmissionKey({ formId: '' })).key;
  }

  async submit(submission: Submission): Promise<formsV1.SubmitFormResponse> {
    return this.client.call.submitForm(submission, { deadlineMs: this.submitDeadlineMs });
  }

  /** Field id -> message; empty when the answers pass the form's rules. */
  async validate(formId: string, answersJson: string): Promise<Record<string, string>> {
    const { fieldErrors } = await this.client.call.validateForm({ formId, answersJson });
    return Object.fromEntries(fieldErrors.map((error) => [error.fieldId, error.message]));
  }

  /** The schema's JSON text, as the forms service wrote it. */
  async templateSchema(type: string): Promise<string> {
    return (await this.client.call.getTemplateSchema({ type })).schemaJson;
  }

  close(): void {
    this.client.close();
  }
}

function definitionOf(form: formsV1.Form): FormDefinition | null {
  try {
    return parseFormDefinition(JSON.parse(form.definitionJson));
  } catch {
    return null;
  }
}
