// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/forms.yaml. The form and its function use it (the function runs without data/).

export const NEWSLETTER_FORM = {
  "labels": {
    "email": "Email",
    "source": "Signed up from",
    "website": "Website"
  },
  "sources": {
    "footer": "Website footer",
    "coming-soon": "Coming soon page"
  },
  "messages": {
    "email": "Please enter your e-mail address",
    "emailInvalid": "Please enter a valid e-mail address",
    "source": "Please sign up from the website form",
    "website": "Please leave this field empty"
  },
  "successText": "You have successfully subscribed. Thank you!",
  "failureText": "Failed to subscribe. Please try again."
} as const
