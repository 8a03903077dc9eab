// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/forms.yaml. The form and its function use it (the function runs without data/).

export const ENQUIRY_TEXT = {
  "referencePrefix": "AN",
  "referenceLine": "Your enquiry reference is {reference}.",
  "unavailable": "We could not take your enquiry just now. Nothing you typed is lost: please try again in a few minutes, or call us on 020 7946 0100.",
  "notConfigured": "This form is temporarily unavailable. Please call us on 020 7946 0100 and we will help you straight away.",
  "confirmation": {
    "subject": "We have your enquiry ({reference})",
    "greeting": "Assalamu alaikum,",
    "intro": "Thank you for contacting Al-Noor Travel. Your enquiry has reached our team.",
    "referenceLabel": "Your reference",
    "summaryHeading": "What you asked us",
    "replyPromise": "We answer every enquiry within 24 hours. Please quote your reference if you write or call.",
    "urgent": "If it is urgent, call us on 020 7946 0100.",
    "signOff": "The Al-Noor Travel team",
    "notice": "You receive this message because this address was given in an enquiry on our website. If that was not you, you can ignore it: nothing else will be sent.",
    "newsletterSubject": "Welcome to the Al-Noor Travel newsletter",
    "newsletterWelcome": "Thank you for subscribing: we will send you our news and offers for Umrah, Hajj and travel. You can unsubscribe at any time by replying to this message."
  },
  "retentionDays": 30
} as const

export const REFERENCE_LINE = "Your enquiry reference is {reference}." as const
