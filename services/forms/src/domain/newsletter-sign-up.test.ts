import type { FormDefinition } from '@storefront/form-rules';
import { newsletterSignUp } from './newsletter-sign-up';

const newsletter: FormDefinition = {
  id: 'newsletter',
  name: 'Newsletter',
  kind: 'newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  submitButtonText: 'Sign Up',
  submissionText: 'Thanks',
  captchaRequired: false,
  newsletterListId: 'news',
};

describe('newsletterSignUp', () => {
  it('puts the address of a newsletter form on its list, once per person', () => {
    expect(newsletterSignUp(newsletter, { email: ' Ann@Example.com ' })).toEqual({
      listId: 'news',
      email: 'ann@example.com',
    });
  });

  it('signs nobody up from other forms or without a list', () => {
    expect(newsletterSignUp({ ...newsletter, kind: 'waitlist' }, { email: 'a@b.co' })).toBeNull();
    const { newsletterListId: _, ...noList } = newsletter;
    expect(newsletterSignUp(noList, { email: 'a@b.co' })).toBeNull();
    expect(newsletterSignUp(newsletter, {})).toBeNull();
  });
});
