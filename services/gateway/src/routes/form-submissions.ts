import type { Logger } from '@storefront/service-kit';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FORM_MESSAGES, fieldErrorBody, formFailure, isInternal } from '../http/form-failures';
import { RETRY_AFTER_SECONDS, upstreamMessage } from '../http/upstream-errors';
import { visitorId } from '../http/visitor-id';
import type { Forms } from '../upstream/forms';
import {
  FormInputError,
  formIdParam,
  readFormInput,
  saveSubmissionBody,
  templateType,
  validationAnswers,
} from './form-input';

/** What a form call answers: a status and the JSON body the forms remote reads. */
interface FormAnswer {
  status: number;
  body: unknown;
}

/**
 * One form call: the handler says what to answer, failures are answered here with spec §8's
 * `{ error }` / `{ errors }` bodies, never the generic `{ message }` of other API calls.
 */
function formCall(logger: Logger, handler: (req: Request) => Promise<FormAnswer>): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const { status, body } = await handler(req);
      res.status(status).json(body);
    } catch (error) {
      if (error instanceof FormInputError) {
        res.status(400).json({ error: error.message });
        return;
      }
      const failure = formFailure(error);
      if (isInternal(failure)) logger.error({ err: error, path: req.path }, 'form call failed');
      else if (failure.status === 503) {
        logger.warn({ path: req.path, reason: upstreamMessage(error) }, 'forms service unavailable');
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      }
      res.status(failure.status).json(failure.body);
    }
  };
}

/**
 * Spec §7 form calls: a submission key (rate-limited per visitor), the submission itself (per visitor and form),
 * validation without storing, and the form template schema. Every mutating one has passed the
 * crumb guard mounted on /api.
 */
export function formRoutes(
  forms: Forms,
  rateLimits: { submission: RequestHandler; key: RequestHandler },
  logger: Logger,
) {
  const router = express.Router();

  router.post(
    '/api/form/FormSubmissionKey',
    rateLimits.key,
    formCall(logger, async () => ({ status: 200, body: { key: await forms.createKey() } })),
  );

  router.post(
    '/api/form/SaveFormSubmission',
    rateLimits.submission,
    formCall(logger, async (req) => {
      const body = readFormInput(saveSubmissionBody, req.body, FORM_MESSAGES.unparsable);
      await forms.submit({
        formId: body.formId,
        key: body.key,
        answersJson: body.form,
        captchaToken: body.captchaKey ?? '',
        visitorId: visitorId(req),
      });
      return { status: 200, body: { success: true } };
    }),
  );

  router.post(
    '/api/rest/forms/validate/:formId',
    formCall(logger, async (req) => {
      const formId = formIdParam.safeParse(req.params.formId);
      if (!formId.success) return { status: 404, body: { error: FORM_MESSAGES.notConfigured } };
      const answersJson = readFormInput(validationAnswers, req.body, FORM_MESSAGES.unparsable);
      const fields = await forms.validate(formId.data, answersJson);
      return Object.keys(fields).length === 0
        ? { status: 200, body: {} }
        : { status: 400, body: fieldErrorBody(fields) };
    }),
  );

  router.get(
    '/api/template/GetTemplateSchema',
    formCall(logger, async (req) => {
      const type = readFormInput(templateType, req.query.type, 'Expected a template type: form or 9.');
      return { status: 200, body: { data: JSON.parse(await forms.templateSchema(type)) as unknown } };
    }),
  );

  return router;
}

/**
 * Bodies the JSON parser refused on the form calls, answered in the form calls' words (spec §8)
 * rather than the generic API ones. Mounted after the parser, before the app's error handler.
 */
export function formBodyFailures(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown } | null)?.status;
  const type = (error as { type?: unknown } | null)?.type;
  if (res.headersSent || typeof status !== 'number' || status < 400 || status >= 500 || typeof type !== 'string') {
    next(error);
    return;
  }
  const message = type === 'entity.too.large' ? 'The form is too large to send.' : FORM_MESSAGES.unparsable;
  res.status(status).json({ error: message });
}
