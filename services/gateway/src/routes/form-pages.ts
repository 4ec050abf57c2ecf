import express from 'express';
import { RETRY_AFTER_SECONDS } from '../http/upstream-errors';
import { formBlockJson } from '../page/form-block';
import type { PageForms } from '../page/page-forms';
import type { Pages } from '../page/pages';

/** Pages that are one form each: the page's title is the form's name. */
const FORM_PAGES = [
  { path: '/events/register', formId: 'event-registration', title: 'Event registration' },
  { path: '/feedback', formId: 'feedback', title: 'Feedback' },
  { path: '/waitlist', formId: 'waitlist', title: 'Waitlist' },
] as const;

/**
 * The site's form pages. While the forms service is away the page still renders (saying the form
 * is not available, as a 503 so nobody keeps it); a form the site does not have is a 404.
 */
export function formPageRoutes(pages: Pages, pageForms: PageForms) {
  const router = express.Router();
  for (const { path, formId, title } of FORM_PAGES) {
    router.get(path, async (_req, res) => {
      const forms = await pageForms.all();
      if (!forms) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        await pages.send(res, 'form-page', { pageType: 'page', title }, 503);
        return;
      }
      const definition = forms.find((form) => form.id === formId);
      if (!definition) {
        pages.sendStatus(res, 'not-found');
        return;
      }
      await pages.send(res, 'form-page', {
        pageType: 'page',
        title: definition.name,
        data: { pageForm: formBlockJson(definition) },
      });
    });
  }
  return router;
}
