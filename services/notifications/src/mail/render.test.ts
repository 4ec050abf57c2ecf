import { renderAccountLink, renderFormSubmission, renderRestockNotice, type RestockNoticeContent } from './render';

const shirt: RestockNoticeContent = {
  language: 'en-US',
  storeName: 'Linen & Co',
  productTitle: 'Linen Shirt',
  variantDescription: 'Blue / Large',
  productUrl: 'http://localhost:8080/shop/p/linen-shirt',
  imageUrl: 'http://localhost:8080/assets/linen-shirt.jpg',
  priceText: '$49.00',
};

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** Text between tags of an HTML document, entities decoded: what a reader sees. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Every tag name the HTML opens: escaping must keep this set the layout's own. */
function tagsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
}

/** Intl puts narrow no-break spaces in times ('10:30\u202fAM'); compare words, not space kinds. */
const spaced = (text: string) => text.replace(/[^\S\n]/g, ' ');

const layoutTags = tagsOf(renderRestockNotice(shirt).html);

describe('renderRestockNotice', () => {
  it('names the product in the subject and shows its variant, price, image and a button to it', () => {
    const mail = renderRestockNotice(shirt);
    expect(mail.subject).toBe('Linen Shirt is back in stock');
    expect(mail.html).toContain('<title>Linen Shirt is back in stock</title>');
    expect(mail.html).toContain('<img src="http://localhost:8080/assets/linen-shirt.jpg" alt="Linen Shirt"');
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:8080\/shop\/p\/linen-shirt"[^>]*>Shop now<\/a>/);
    const seen = visibleText(mail.html);
    for (const words of ['Linen & Co', 'Linen Shirt', 'Blue / Large', '$49.00', 'Shop now'])
      expect(seen).toContain(words);
  });

  it('writes the plain-text part with the product, the price and the link', () => {
    const { text } = renderRestockNotice(shirt);
    expect(text).toContain('Linen Shirt\nBlue / Large\n$49.00');
    expect(text).toContain('Shop now: http://localhost:8080/shop/p/linen-shirt');
    expect(text).not.toMatch(/<|&amp;/);
  });

  it('escapes hostile titles, store names, variants and prices everywhere in the HTML', () => {
    const mail = renderRestockNotice({
      ...shirt,
      storeName: `Shop ${hostile}`,
      productTitle: `Shirt "quoted" ${hostile}`,
      variantDescription: '</p></td></tr></table><a href="https://evil.example">win</a>',
      priceText: '<b>$1</b>',
    });
    expect(tagsOf(mail.html)).toEqual(layoutTags);
    expect(mail.html).not.toContain('evil.example">');
    expect(mail.html).toContain('alt="Shirt &quot;quoted&quot; &lt;script&gt;');
    expect(visibleText(mail.html)).toContain(`Shirt "quoted" ${hostile}`);
    // Subject and text are plain text: the words as they were typed.
    expect(mail.subject).toBe(`Shirt "quoted" ${hostile} is back in stock`);
    expect(mail.text).toContain('<b>$1</b>');
  });

  it('prints template syntax in a title as it is, never running it', () => {
    const mail = renderRestockNotice({ ...shirt, productTitle: '{storeName} {.section card}x{.end} {@|json}' });
    expect(mail.subject).toBe('{storeName} {.section card}x{.end} {@|json} is back in stock');
    expect(visibleText(mail.html)).toContain('{storeName} {.section card}x{.end} {@|json}');
  });

  it('keeps the subject on one line whatever the title holds', () => {
    expect(renderRestockNotice({ ...shirt, productTitle: 'Linen\r\nBcc: all@example.com\tShirt ' }).subject).toBe(
      'Linen Bcc: all@example.com Shirt is back in stock',
    );
  });

  it('leaves out an image or a variant line it does not have, and refuses a link that is not http(s)', () => {
    const bare = renderRestockNotice({ ...shirt, imageUrl: '', variantDescription: '' });
    expect(bare.html).not.toContain('<img');
    expect(bare.text).toContain('Linen Shirt\n$49.00');
    expect(renderRestockNotice({ ...shirt, imageUrl: 'javascript:alert(1)' }).html).not.toContain('<img');
    expect(() => renderRestockNotice({ ...shirt, productUrl: 'javascript:alert(1)' })).toThrow('absolute http(s) URL');
    expect(() => renderRestockNotice({ ...shirt, productUrl: '/shop/p/linen-shirt' })).toThrow('absolute http(s) URL');
  });

  it.each([
    ['en', 'Linen Shirt is back in stock', 'Shop now', 'lang="en"'],
    ['fr-FR', 'Linen Shirt est de nouveau en stock', 'Voir le produit', 'lang="fr-FR"'],
    ['de-AT', 'Linen Shirt ist wieder auf Lager', 'Zum Produkt', 'lang="de-AT"'],
    ['es-419', 'Linen Shirt vuelve a estar disponible', 'Ver producto', 'lang="es-419"'],
    ['FR-ca', 'Linen Shirt est de nouveau en stock', 'Voir le produit', 'lang="fr-CA"'],
    ['de_DE', 'Linen Shirt ist wieder auf Lager', 'Zum Produkt', 'lang="de"'],
  ])('writes %s in its language', (language, subject, button, lang) => {
    const mail = renderRestockNotice({ ...shirt, language });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`>${button}</a>`);
    expect(mail.html).toContain(`<html ${lang}>`);
    expect(mail.text).toContain(`${button}: ${shirt.productUrl}`);
  });

  it.each(['ja-JP', 'pt', '', 'not a tag', 'x'])('falls back to English for %j', (language) => {
    const mail = renderRestockNotice({ ...shirt, language });
    expect(mail.subject).toBe('Linen Shirt is back in stock');
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('renderAccountLink', () => {
  const url = 'http://localhost:8080/config/invitation?token=a1b2&next=%2Fconfig';
  /** Moments the accounts service could have set: a week and an hour after 2030-01-01 09:00 UTC. */
  const inAWeek = Date.parse('2030-01-08T09:00:00Z');
  const inAnHour = Date.parse('2030-01-01T10:00:00Z');

  it('says what each link does and when it stops working, with the link in both parts', () => {
    const invitation = renderAccountLink({
      language: 'en',
      storeName: 'Linen & Co',
      kind: 'invitation',
      url,
      expiresAtMs: inAWeek,
    });
    expect(invitation.subject).toBe('You are invited to help run Linen & Co');
    expect(invitation.text).toContain(`Accept invitation: ${url}`);
    expect(spaced(invitation.text)).toContain('This invitation expires on January 8, 2030 at 9:00 AM GMT.');
    expect(spaced(visibleText(invitation.html))).toContain(
      'This invitation expires on January 8, 2030 at 9:00 AM GMT.',
    );
    expect(invitation.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);

    const ownerReset = renderAccountLink({
      language: 'en',
      storeName: 'Linen & Co',
      kind: 'ownerPasswordReset',
      url,
      expiresAtMs: inAnHour,
    });
    expect(ownerReset.subject).toBe('Reset your Linen & Co password');
    expect(ownerReset.text).toContain('owner account');
    expect(spaced(ownerReset.text)).toContain('This link expires on January 1, 2030 at 10:00 AM GMT and works once.');

    const customerReset = renderAccountLink({
      language: 'en',
      storeName: 'Linen & Co',
      kind: 'customerPasswordReset',
      url,
      expiresAtMs: inAnHour,
    });
    expect(customerReset.subject).toBe('Reset your Linen & Co account password');
    expect(customerReset.text).toContain('customer account at Linen & Co');
    expect(customerReset.text).toContain(`Choose a new password: ${url}`);
    expect(spaced(customerReset.text)).toContain(
      'This link expires on January 1, 2030 at 10:00 AM GMT and works once.',
    );
  });

  it.each([
    [
      'fr',
      'Cette invitation expire le 8 janvier 2030 à 09:00 UTC+0.',
      'Ce lien expire le 1 janvier 2030 à 10:00 UTC+0 et ne sert qu’une fois.',
    ],
    [
      'de',
      'Diese Einladung läuft am 8. Januar 2030 um 09:00 GMT+0 ab.',
      'Dieser Link läuft am 1. Januar 2030 um 10:00 GMT+0 ab und funktioniert nur einmal.',
    ],
    [
      'es',
      'Esta invitación caduca el 8 de enero de 2030 a las 9:00 GMT.',
      'Este enlace caduca el 1 de enero de 2030 a las 10:00 GMT y solo funciona una vez.',
    ],
    [
      'en-GB',
      'This invitation expires on 8 January 2030 at 09:00 GMT.',
      'This link expires on 1 January 2030 at 10:00 GMT and works once.',
    ],
  ])('states the expiry in %s, in its words for a date', (language, invitationExpiry, resetExpiry) => {
    const invitation = renderAccountLink({ language, storeName: 'S', kind: 'invitation', url, expiresAtMs: inAWeek });
    expect(spaced(invitation.text)).toContain(invitationExpiry);
    const reset = renderAccountLink({
      language,
      storeName: 'S',
      kind: 'customerPasswordReset',
      url,
      expiresAtMs: inAnHour,
    });
    expect(spaced(reset.text)).toContain(resetExpiry);
  });

  it('writes the expiry as the submission mail writes its time', () => {
    for (const language of ['en', 'fr-CA', 'de-AT', 'es-419']) {
      const submitted = renderFormSubmission({
        language,
        storeName: 'S',
        formName: 'F',
        answers: [],
        submitted: new Date(inAWeek).toISOString(),
      });
      const when = /^(?:Submitted on|Envoyé le|Gesendet am|Enviado el) (.+)$/m.exec(submitted.text)?.[1] ?? 'missing';
      const invitation = renderAccountLink({ language, storeName: 'S', kind: 'invitation', url, expiresAtMs: inAWeek });
      expect(invitation.text).toContain(when);
    }
  });

  it.each([
    ['0', 0],
    ['absent', undefined],
  ])('leaves the expiry sentence out when it is %s', (_case, expiresAtMs) => {
    for (const kind of ['invitation', 'ownerPasswordReset', 'customerPasswordReset'] as const) {
      const stated = renderAccountLink({ language: 'en', storeName: 'S', kind, url, expiresAtMs: inAnHour });
      const silent = renderAccountLink({ language: 'en', storeName: 'S', kind, url, expiresAtMs });
      expect(silent.text).not.toMatch(/expires/);
      expect(silent.html).not.toMatch(/expires/);
      // nothing else changes: the sentence and its block are all that go
      const sentence = /^This (?:invitation|link) expires on .*$/m.exec(stated.text)?.[0] ?? 'missing';
      expect(silent.text).toBe(stated.text.replace(`${sentence}\n\n`, ''));
      expect(silent.subject).toBe(stated.subject);
    }
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 9e15])('refuses an expiry of %p', (expiresAtMs) => {
    expect(() => renderAccountLink({ language: 'en', storeName: 'S', kind: 'invitation', url, expiresAtMs })).toThrow(
      'real moment',
    );
  });

  it('escapes a hostile store name', () => {
    const mail = renderAccountLink({
      language: 'en',
      storeName: hostile,
      kind: 'invitation',
      url,
      expiresAtMs: inAWeek,
    });
    expect(tagsOf(mail.html)).toEqual(new Set([...layoutTags].filter((tag) => tag !== 'img')));
    expect(visibleText(mail.html)).toContain(`Join ${hostile}`);
  });
});

describe('renderFormSubmission', () => {
  const submission = {
    language: 'en',
    storeName: 'Linen & Co',
    formName: 'Contact us',
    answers: [
      { label: 'Name', text: 'Ann Lee' },
      { label: 'Message', text: 'First line\nSecond line\n' },
      { label: 'Phone', text: '' },
    ],
    submitted: '2030-01-02T10:30:00Z',
  };

  it('lists each answer under its label, in order, with the time it was submitted', () => {
    const mail = renderFormSubmission(submission);
    expect(mail.subject).toBe('New submission: Contact us');
    expect(spaced(mail.text)).toContain('Submitted on January 2, 2030 at 10:30 AM GMT');
    expect(mail.text).toContain('Name:\nAnn Lee\n\nMessage:\nFirst line\nSecond line\n\nPhone:\nN/A');
    expect(mail.html).toContain('>First line<br>Second line</p>');
    const seen = visibleText(mail.html);
    expect(seen.indexOf('Ann Lee')).toBeLessThan(seen.indexOf('First line'));
    expect(seen.indexOf('First line')).toBeLessThan(seen.indexOf('N/A'));
  });

  it('escapes hostile labels and answers', () => {
    const mail = renderFormSubmission({
      ...submission,
      formName: `Form ${hostile}`,
      answers: [{ label: `<i>${hostile}</i>`, text: `<a href="javascript:alert(1)">click</a>\n${hostile}` }],
    });
    expect(tagsOf(mail.html)).toEqual(new Set([...layoutTags].filter((tag) => tag !== 'img' && tag !== 'a')));
    expect(visibleText(mail.html)).toContain('<a href="javascript:alert(1)">click</a>');
    expect(mail.html).not.toMatch(/<a [^>]*href="javascript/);
  });

  it.each([
    ['fr', 'Nouvel envoi : Contact us', 'Envoyé le 2 janvier 2030 à 10:30 UTC+0'],
    ['de-DE', 'Neue Einsendung: Contact us', 'Gesendet am 2. Januar 2030 um 10:30 GMT+0'],
    ['es', 'Nuevo envío: Contact us', 'Enviado el 2 de enero de 2030 a las 10:30 GMT'],
    ['it', 'New submission: Contact us', 'Submitted on January 2, 2030 at 10:30 AM GMT'],
  ])('writes %s with the time in its words', (language, subject, submitted) => {
    const mail = renderFormSubmission({ ...submission, language });
    expect(mail.subject).toBe(subject);
    expect(spaced(mail.text)).toContain(submitted);
  });

  it('shows a submission time it cannot read as it was given', () => {
    expect(renderFormSubmission({ ...submission, submitted: 'yesterday' }).text).toContain('Submitted on yesterday');
  });
});

describe('the layout', () => {
  it('is one column of at most 600 px with inline styles only', () => {
    const { html } = renderRestockNotice(shirt);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<style|<link|<script|class="/);
  });
});
