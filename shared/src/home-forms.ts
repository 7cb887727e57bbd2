import type { FieldRule } from './form-rules';

// The two forms of the home page, Suggest a New Class and Join Our Teaching Team: plain posts that start with
// the same contact fields. A module of their own, so the enrollment page does not load them.

const contactFields: readonly FieldRule[] = [
  {
    name: 'name',
    label: 'Name',
    control: 'text',
    autoComplete: 'name',
    required: 'Please enter your name',
    maxLength: 200,
  },
  {
    name: 'email',
    label: 'Email',
    control: 'email',
    autoComplete: 'email',
    required: 'Please enter your email address',
    maxLength: 320,
    check: 'email',
  },
  { name: 'phone', label: 'Phone (optional)', control: 'tel', autoComplete: 'tel', maxLength: 40 },
];

export const classRequestFields: readonly FieldRule[] = [
  ...contactFields,
  {
    name: 'class_idea',
    label: 'Your class idea',
    control: 'textarea',
    rows: 5,
    hint: 'The subject, the grades it suits, and anything else we should know.',
    required: 'Please describe the class you would like to see',
    maxLength: 5000,
  },
];

export const teacherApplicationFields: readonly FieldRule[] = [
  ...contactFields,
  {
    name: 'subject',
    label: 'Subject you would like to teach',
    control: 'text',
    required: 'Please enter the subject you would like to teach',
    maxLength: 200,
  },
  {
    name: 'bio',
    label: 'Short bio',
    control: 'textarea',
    rows: 6,
    hint: 'Your background, teaching experience and the grades you enjoy teaching.',
    required: 'Please tell us a little about yourself',
    maxLength: 10000,
  },
];
