import { notificationsV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type NotificationsServiceClient = ServiceClient<typeof notificationsV1.NotificationsServiceService>;
export type SendRequest = notificationsV1.SendRequest;
export type RestockSignUpGroup = notificationsV1.RestockSignUpGroup;
export type RestockSignUp = notificationsV1.RestockSignUp;
export type RestockGroupKey = notificationsV1.RestockGroupKey;

export const AccountLinkKind = notificationsV1.AccountLinkEmail_Kind;
export type AccountLinkKind = notificationsV1.AccountLinkEmail_Kind;

/**
 * A sign-up may wait on the captcha provider (through the forms service, which gives it up to five
 * seconds); its deadline leaves room for that on top of the usual budget.
 */
const CAPTCHA_ALLOWANCE_MS = 5_000;

export interface RestockSignUpInput {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  language: string;
  recaptchaEnterpriseV3Token: string;
}

/** One page of a list the service pages through with an opaque cursor. */
export interface Page {
  cursor: string;
}

/** The notifications service as the gateway uses it: typed calls with deadlines; the rules are the service's. */
export class Notifications {
  readonly client: NotificationsServiceClient;
  private readonly signUpDeadline: { deadlineMs: number };

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(
      notificationsV1.NotificationsServiceClient,
      notificationsV1.NotificationsServiceDefinition,
      settings,
    );
    this.signUpDeadline = { deadlineMs: settings.deadlineMs + CAPTCHA_ALLOWANCE_MS };
  }

  /** True when the sign-up is new, false when an equal one existed. */
  async signUpForRestock(input: RestockSignUpInput): Promise<boolean> {
    return (await this.client.call.signUpForRestock(input, this.signUpDeadline)).created;
  }

  listSignUpGroups({ cursor }: Page): Promise<notificationsV1.ListSignUpGroupsResponse> {
    return this.client.call.listSignUpGroups({ cursor, pageSize: 0 });
  }

  listSignUps(group: RestockGroupKey, { cursor }: Page): Promise<notificationsV1.ListSignUpsResponse> {
    return this.client.call.listSignUps({ ...group, cursor, pageSize: 0 });
  }

  async sendRestockNotices(
    group: RestockGroupKey,
    press: { idempotencyKey: string; requestedBy: string },
  ): Promise<SendRequest> {
    const { sendRequest } = await this.client.call.sendRestockNotices({ ...group, ...press });
    if (!sendRequest) throw new Error('notifications answered without a send request');
    return sendRequest;
  }

  async sendAllRestockNotices(
    groups: RestockGroupKey[],
    press: { idempotencyKey: string; requestedBy: string },
  ): Promise<SendRequest[]> {
    return (await this.client.call.sendAllRestockNotices({ sendRequests: groups, ...press })).sendRequests;
  }

  /** The history a page at a time, or just the send requests named by `ids` (live progress). */
  listSendRequests(query: { cursor: string; ids: string[] }): Promise<notificationsV1.ListSendRequestsResponse> {
    return this.client.call.listSendRequests({ cursor: query.cursor, pageSize: 0, ids: query.ids });
  }

  /**
   * Queues an e-mail with an account link (invitation, password reset) that states when the link
   * stops working (Unix milliseconds, '0' for unstated); the answer is its Message-ID.
   */
  async sendAccountLink(mail: {
    idempotencyKey: string;
    to: string;
    kind: AccountLinkKind;
    path: string;
    expiresAtMs: string;
  }): Promise<string> {
    const { idempotencyKey, to, kind, path, expiresAtMs } = mail;
    const answer = await this.client.call.sendEmail({
      idempotencyKey,
      to,
      language: '',
      email: { $case: 'accountLink', accountLink: { kind, path, expiresAtMs } },
    });
    return answer.messageId;
  }

  close(): void {
    this.client.close();
  }
}
