/**
 * A custom product form: extra questions the shopper answers when adding the product to the cart
 * (engraving text, delivery date, ...). The form is owned by the forms service; the catalog keeps
 * the copy shown with the product so the product page renders without a second call.
 */
export type CustomFormFieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'name'
  | 'address'
  | 'phone'
  | 'date'
  | 'time'
  | 'likert'
  | 'section';

export interface CustomFormField {
  id: string;
  type: CustomFormFieldType;
  title: string;
  description?: string;
  required: boolean;
  /** Choices for checkbox, radio and select; questions for likert. */
  options?: string[];
  /** Character limit for textarea. */
  maxLength?: number;
}

export interface CustomForm {
  id: string;
  name: string;
  fields: CustomFormField[];
}
