import type { FormDefinition } from '@storefront/form-rules';
import { insertMissingForms } from '../../forms/src/store/forms';
import { startTestForms } from './support/running-shop';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';
import { pageContext } from './support/page-context';

jest.setTimeout(120_000);

/** The form hooks of a page (spec markup contract), by form id. */
function formHooks(html: string): Map<string, { kind: string; hidden: boolean; markup: string }> {
  const hooks = new Map<string, { kind: string; hidden: boolean; markup: string }>();
  const pattern =
    /<div class="sqs-block-form[^"]*" data-form-block data-form-id="([^"]*)" data-form-kind="([^"]*)"( hidden)?>([\s\S]*?)<\/form>\s*<\/div>/g;
  for (const [, id, kind, hidden, markup] of html.matchAll(pattern)) hooks.set(id, { kind, hidden: !!hidden, markup });
  return hooks;
}

/** The definition the forms remote reads from a hook's `script[data-form-definition]`. */
function definitionIn(markup: string): unknown {
  const match = /<script type="application\/json" data-form-definition>([^<]*)<\/script>/.exec(markup);
  if (!match) throw new Error('no definition script in the hook');
  return JSON.parse(match[1]);
}

const hostile = '</script><!--<script>alert("owned")</script>--><img src=x onerror=alert(1)>';

/** A newsletter form whose every owner-written text is markup; sorted first, so the pages with a newsletter show it. */
const hostileNewsletter: FormDefinition = {
  id: '0-hostile',
  name: `"><svg onload=alert(2)>${hostile}`,
  kind: 'newsletter',
  fields: [
    { id: 'email', type: 'email', title: hostile, description: hostile, placeholder: `"${hostile}`, required: true },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: [`"'>${hostile}`], required: false },
  ],
  submitButtonText: `</button>${hostile}`,
  submissionText: hostile,
  captchaRequired: false,
};

describeWhenPGliteRuns('form pages', 'pages with forms against real catalog, cart and forms services', () => {
  const shop = shopForTests({ FORMS_CACHE_MS: '0' });

  const page = async (path: string) => {
    const response = await fetch(`${shop().gateway.url}${path}`);
    return { status: response.status, body: await response.text(), response };
  };

  it('renders the contact form from the forms service, with the fallback ids and button the shop uses', async () => {
    const { status, body } = await page('/contact');
    expect(status).toBe(200);
    const contact = formHooks(body).get('contact');
    expect(contact).toMatchObject({ kind: 'block', hidden: false });
    expect(definitionIn(contact!.markup)).toMatchObject({
      id: 'contact',
      kind: 'block',
      submitButtonText: 'Send',
      fields: [{ id: 'name' }, { id: 'email', type: 'email' }, { id: 'message', maxLength: 500 }],
    });
    for (const id of ['contact-name', 'contact-email', 'contact-message'])
      expect(contact!.markup).toContain(`id="${id}"`);
    expect(contact!.markup).toContain('<button class="button" type="submit">Send</button>');
    expect(contact!.markup).toContain('data-max-length="500"');
  });

  it('puts the newsletter on the shop and contact pages, the promo popup, hidden, on the shop; none on home', async () => {
    for (const path of ['/shop', '/contact']) {
      const { body } = await page(path);
      expect(formHooks(body).get('newsletter')).toMatchObject({ kind: 'newsletter', hidden: false });
    }
    const shopPage = formHooks((await page('/shop')).body);
    expect(shopPage.get('promo-popup')).toMatchObject({ kind: 'promo-popup', hidden: true });
    expect(definitionIn(shopPage.get('promo-popup')!.markup)).toMatchObject({
      id: 'promo-popup',
      kind: 'promo-popup',
    });
    // The home page is the storefront's page without hooks: the shell alone, no remote.
    expect(formHooks((await page('/')).body).size).toBe(0);
    expect(formHooks((await page('/shop/p/linen-shirt')).body).size).toBe(0);
  });

  it('renders the event registration, feedback and waitlist pages, every field kind in the fallback', async () => {
    const expected = { '/events/register': 'event-registration', '/feedback': 'feedback', '/waitlist': 'waitlist' };
    for (const [path, formId] of Object.entries(expected)) {
      const { status, body } = await page(path);
      expect(status).toBe(200);
      expect(formHooks(body).get(formId)).toMatchObject({ kind: formId === 'waitlist' ? 'waitlist' : 'block' });
    }
    const registrationPage = (await page('/events/register')).body;
    expect(registrationPage).toContain('<h1 id="form-page-title">Event registration</h1>');
    const registration = formHooks(registrationPage).get('event-registration')!.markup;
    for (const id of [
      'event-registration-attendee-First',
      'event-registration-phone-Areacode',
      'event-registration-address-Zip',
      'event-registration-arrival-date-Year',
      'event-registration-arrival-time-Ampm',
      'event-registration-ticket',
      'event-registration-session-1',
      'event-registration-interests-2',
      'event-registration-experience-1--2',
      'event-registration-notes',
    ])
      expect(registration).toContain(`id="${id}"`);
    expect(registration).toContain('<h2 class="title">The event</h2>');
    expect(registration).toContain('<input type="hidden" name="source"');
    expect(registration).toContain('Strongly Disagree');
  });

  it('hands the captcha site key to the browser in the page context', async () => {
    expect(pageContext((await page('/events/register')).body).captchaSiteKey).toBe('storefront-test-captcha');
    const config = (await (await fetch(`${shop().gateway.url}/api/context/config`)).json()) as Record<string, unknown>;
    expect(config.captchaSiteKey).toBe('storefront-test-captcha');
  });

  it('answers 404 for a form page whose form the site does not have', async () => {
    expect((await page('/events/register/extra')).status).toBe(404);
  });

  it('shows markup stored in a form as text, in the fallback and in the definition script alike', async () => {
    await insertMissingForms(shop().forms!.database.db, [hostileNewsletter]);
    for (const path of ['/shop', '/contact']) {
      const { status, body } = await page(path);
      expect(status).toBe(200);
      expect(body).not.toMatch(/<script>alert|<img src=x|<svg onload|<!--/);
      // The page still has exactly its own scripts: the context, the definitions and the shell.
      const footer = formHooks(body).get('0-hostile');
      expect(footer).toBeDefined();
      expect(definitionIn(footer!.markup)).toEqual(hostileNewsletter);
      expect(footer!.markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(footer!.markup).toContain('&lt;/button&gt;');
      expect(footer!.markup).toContain('placeholder="&quot;&lt;/script&gt;');
    }
  });

  it('renders every page without forms while the forms service is stopped, and shows them again after', async () => {
    await shop().forms!.stop();
    shop().forms = undefined;
    for (const path of ['/', '/shop', '/shop/p/linen-shirt', '/cart', '/contact']) {
      const { status, body } = await page(path);
      expect(status).toBe(200);
      expect(formHooks(body).size).toBe(0);
    }
    const contact = (await page('/contact')).body;
    expect(contact).toContain('The contact form is not available right now. Please try again in a few minutes.');
    const feedback = await page('/feedback');
    expect(feedback.status).toBe(503);
    expect(feedback.response.headers.get('retry-after')).toBe('5');
    expect(feedback.body).toContain('This form is not available right now.');
    // The form calls say the service is away (503, try again), not that the visitor did wrong.
    const me = await new Visitor(shop().gateway.url).arrive('/');
    const key = await me.call('POST', '/api/form/FormSubmissionKey');
    expect(key.status).toBe(503);
    expect(key.headers.get('retry-after')).toBe('5');
    await expect(key.json()).resolves.toEqual({ error: 'Unable to connect. Please try again' });

    shop().forms = await startTestForms(shop().formsPort);
    const deadline = Date.now() + 10_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      back = formHooks((await page('/contact')).body).has('contact');
      if (!back) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(back).toBe(true);
  });
});

describeWhenPGliteRuns('form pages', 'pages with forms while the forms service is away, as deployed', () => {
  // definitions kept a second, as npm start keeps them five
  const shop = shopForTests({ FORMS_CACHE_MS: '1000' });
  const page = async (path: string) => (await fetch(`${shop().gateway.url}${path}`)).text();

  it('keeps showing the forms last read, past their time to live, while the forms service is stopped', async () => {
    expect(formHooks(await page('/contact')).has('contact')).toBe(true);
    await shop().forms!.stop();
    shop().forms = undefined;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(formHooks(await page('/contact')).has('contact')).toBe(true);
    expect(formHooks(await page('/shop')).has('promo-popup')).toBe(true);
  });
});
