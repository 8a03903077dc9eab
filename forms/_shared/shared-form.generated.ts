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

export const TRAVEL_MONTH_TEXT = {
  "flexible": "Flexible / Not sure yet",
  "flexibleInEmail": "Flexible",
  "hajjMark": "(Hajj)",
  "ramadan": "Ramadan {year}"
} as const

export const SHARED_UPLOAD_TEXT = {
  "required": "Please choose your {field} ({kinds})",
  "wrongKind": "“{name}” cannot be sent as your {field}: please choose a {kinds} file",
  "empty": "“{name}” is empty. Please choose the file again",
  "tooMany": "Please choose at most {max} additional documents",
  "tooLarge": "Your files add up to {total}, more than the {limit} that can be sent. Please choose smaller files (for example a scan at a lower resolution) or send the rest by e-mail after applying.",
  "contentMismatch": "“{name}” is not a real {kinds} file. Please choose the original document or a scan saved as {kinds}.",
  "corrupt": "“{name}” could not be read. Please choose the file again",
  "damaged": "“{name}” could not be read to its end: it may be damaged or incomplete. Please save or scan it again and choose the new copy.",
  "imageTooLarge": "“{name}” is too large a picture to check: at most {max} million pixels, and {limit} on a side, can be sent. Please choose a smaller copy (for example a scan at a lower resolution).",
  "passwordProtected": "“{name}” is protected by a password, so the agency could not open it. Please choose a copy without a password.",
  "noName": "The file has no name",
  "nameTooLong": "Please shorten the file name to {limit} characters",
  "unnamedFile": "The file",
  "chooseAgain": "Please choose the additional documents again",
  "limitText": "All files together can be up to {limit}.",
  "kindsList": "{first} or {last}",
  "bytes": "{count} bytes"
} as const
