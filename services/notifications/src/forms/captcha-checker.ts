import { status, type ServiceError } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import { createClient, type ClientAuth, type Logger } from '@storefront/service-kit';
import { PermissionDeniedError, UnavailableError } from '@storefront/service-kit/errors';
import { notificationsMessages } from '../domain/messages';

/** The site's captcha verifier, which the forms service owns (VerifyCaptcha). */
export interface CaptchaChecker {
  /** PERMISSION_DENIED when the token is missing or refused, UNAVAILABLE when it could not be checked. */
  check(token: string): Promise<void>;
  close(): void;
}

export function connectCaptchaChecker(settings: {
  address: string;
  deadlineMs: number;
  auth: ClientAuth;
  logger: Logger;
}): CaptchaChecker {
  const client = createClient(formsV1.FormsServiceClient, settings.address, {
    deadlineMs: settings.deadlineMs,
    auth: settings.auth,
    logger: settings.logger,
    contract: formsV1.FormsServiceDefinition,
  });
  return {
    async check(token) {
      if (token === '') throw new PermissionDeniedError(notificationsMessages.captchaMissing);
      try {
        await client.call.verifyCaptcha({ captchaToken: token });
      } catch (error) {
        const { code, details } = error as Partial<ServiceError>;
        if (code === status.PERMISSION_DENIED) throw new PermissionDeniedError(details ?? '');
        throw new UnavailableError(
          code === status.UNAVAILABLE && details ? details : 'The captcha could not be checked.',
        );
      }
    },
    close: () => client.close(),
  };
}
