// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/forms.yaml. The form and its function use it (the function runs without data/).

export const SHARED_FORM_TEXT = {
  "captchaNotLoaded": "reCAPTCHA not loaded. Please refresh the page and try again.",
  "captchaIncomplete": "Please complete the reCAPTCHA verification.",
  "networkError": "Network error. Please check your connection and try again.",
  "formLoading": "Loading the form…",
  "formLoadFailed": "The form could not be loaded. Please check your connection and reload the page.",
  "emailRequired": "Please enter your e-mail address",
  "emailInvalid": "Please enter a valid e-mail address",
  "phoneRequired": "Please enter your phone number",
  "phoneInvalid": "Please enter a valid phone number (digits, spaces, +, brackets and dashes only)",
  "tooLong": "Please shorten this to {limit} characters",
  "textType": "Please enter text here",
  "checkbox": "Please tick the box or leave it empty",
  "checkFields": "Please check these fields: {fields}.",
  "yes": "Yes",
  "no": "No"
} as const
