import { notificationsV1 } from '@storefront/proto';
import { createClient, type ClientAuth, type Database, type Logger, type ServiceClient } from '@storefront/service-kit';
import { findForm } from '../store/forms';
import { findSubmission, markNotified } from '../store/submissions';
import { submissionEmail } from './submission-email';

export type NotificationsClient = ServiceClient<typeof notificationsV1.NotificationsServiceService>;

/** Where submissions are e-mailed: the owner's address, through the notifications service. */
export interface SubmissionMail {
  to: string;
  notifications: NotificationsClient;
}

export function connectNotifications(settings: {
  address: string;
  deadlineMs: number;
  auth: ClientAuth;
  logger: Logger;
}): NotificationsClient {
  const { address, ...rest } = settings;
  return createClient(notificationsV1.NotificationsServiceClient, address, {
    ...rest,
    contract: notificationsV1.NotificationsServiceDefinition,
  });
}

/**
 * The job of one accepted submission: e-mail it to the owner (when an address is configured),
 * then mark it notified. The e-mail is keyed by the submission id, so a job run again after a
 * crash between the two steps (or retried by BullMQ) finds the message already queued and mails
 * nothing twice. A failure throws, and BullMQ runs the job again later. Answers whether this run
 * marked it.
 */
export async function noticeOfSubmission(
  db: Database,
  mail: SubmissionMail | undefined,
  submissionId: string,
): Promise<boolean> {
  const submission = await findSubmission(db, submissionId);
  if (!submission || submission.notifiedAt) return false;
  if (mail) {
    const form = await findForm(db, submission.formId);
    await mail.notifications.call.sendEmail({
      idempotencyKey: submissionId,
      to: mail.to,
      language: '',
      email: { $case: 'formSubmission', formSubmission: submissionEmail(submission, form) },
    });
  }
  return markNotified(db, submissionId, new Date());
}
