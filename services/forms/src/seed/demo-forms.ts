import type { FormDefinition } from '@storefront/form-rules';

/** The newsletter list the demo newsletter form signs visitors up to. */
export const demoNewsletterList = { id: 'storefront-news', name: 'Storefront news' };

const contact: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  kind: 'block',
  fields: [
    { id: 'name', type: 'text', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
  ],
  submitButtonText: 'Send',
  submissionText: 'Thank you! We will get back to you soon.',
  captchaRequired: false,
};

const newsletter: FormDefinition = {
  id: 'newsletter',
  name: 'Newsletter',
  kind: 'newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true, placeholder: 'Email Address' }],
  submitButtonText: 'Sign Up',
  submissionText: 'Thank you for signing up!',
  captchaRequired: false,
  newsletterListId: demoNewsletterList.id,
};

const waitlist: FormDefinition = {
  id: 'waitlist',
  name: 'Waitlist',
  kind: 'waitlist',
  fields: [
    { id: 'name', type: 'text', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
  ],
  submitButtonText: 'Join the Waitlist',
  submissionText: 'You are on the list. We will let you know as soon as it is available.',
  captchaRequired: false,
};

const promoPopup: FormDefinition = {
  id: 'promo-popup',
  name: 'Promotional pop-up',
  kind: 'promo-popup',
  fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true, placeholder: 'Email Address' }],
  submitButtonText: 'Get 10% Off',
  submissionText: 'Thanks! Your code is on its way to your inbox.',
  captchaRequired: false,
};

/** Every field kind the spec names, in one form that also asks for a captcha. */
const eventRegistration: FormDefinition = {
  id: 'event-registration',
  name: 'Event registration',
  kind: 'block',
  fields: [
    { id: 'about-you', type: 'section', title: 'About you', required: false },
    { id: 'attendee', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'phone', type: 'phone', title: 'Phone', required: false },
    { id: 'address', type: 'address', title: 'Address', required: false },
    { id: 'company', type: 'text', title: 'Company', required: false, placeholder: 'Where you work' },
    { id: 'source', type: 'hidden', title: 'Source', name: 'source', required: false },
    { id: 'the-event', type: 'section', title: 'The event', required: false },
    {
      id: 'ticket',
      type: 'select',
      title: 'Ticket',
      required: true,
      options: ['General Admission', 'Workshop Pass', 'VIP'],
    },
    { id: 'session', type: 'radio', title: 'Session', required: true, options: ['Morning', 'Afternoon'] },
    {
      id: 'interests',
      type: 'checkbox',
      title: 'Interests',
      description: 'Check all that apply.',
      required: false,
      options: ['Ceramics', 'Woodwork', 'Textiles'],
    },
    {
      id: 'experience',
      type: 'likert',
      title: 'Your experience',
      required: true,
      options: ['I have made something by hand before', 'I would like to sell what I make'],
    },
    { id: 'arrival-date', type: 'date', title: 'Arrival date', required: true },
    { id: 'arrival-time', type: 'time', title: 'Arrival time', required: false },
    {
      id: 'notes',
      type: 'textarea',
      title: 'Anything we should know?',
      required: false,
      maxLength: 300,
    },
  ],
  submitButtonText: 'Register',
  submissionText: 'You are registered. See you there!',
  captchaRequired: true,
};

const feedback: FormDefinition = {
  id: 'feedback',
  name: 'Feedback',
  kind: 'block',
  fields: [
    { id: 'comments', type: 'textarea', title: 'Comments', required: true, maxLength: 1000 },
    { id: 'email', type: 'email', title: 'Email', description: 'If you would like an answer.', required: false },
  ],
  submitButtonText: 'Send Feedback',
  submissionText: 'Thank you for your feedback.',
  successRedirect: '/shop',
  captchaRequired: false,
};

export const demoForms: readonly FormDefinition[] = [
  contact,
  newsletter,
  waitlist,
  promoPopup,
  eventRegistration,
  feedback,
];
