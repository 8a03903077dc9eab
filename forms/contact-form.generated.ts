// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/forms.yaml. The form and its function use it (the function runs without data/).

export const CONTACT_FORM = {
  "labels": {
    "name": "Name",
    "phone": "Phone",
    "email": "Email",
    "subject": "Subject",
    "travelMonth": "Package or travel month",
    "message": "Message"
  },
  "messages": {
    "name": "Please enter your name",
    "nameTooLong": "Please shorten your name to {limit} characters",
    "phone": "Please enter your phone number",
    "email": "Please enter your e-mail address",
    "subject": "Please choose a subject",
    "subjectTooLong": "Please shorten the subject to {limit} characters",
    "travelMonth": "Please choose a package or travel month from the list",
    "contactPageTravelMonth": "Please choose a travel month from the list",
    "message": "Please enter your message",
    "messageType": "Please enter your message as text",
    "messageTooLong": "Please shorten your message to {limit} characters"
  },
  "subjects": [
    {
      "value": "umrah-inquiry",
      "label": "Umrah Inquiry"
    },
    {
      "value": "hajj-inquiry",
      "label": "Hajj Inquiry"
    },
    {
      "value": "islamic-tours",
      "label": "Islamic Tours"
    },
    {
      "value": "visa-services",
      "label": "Visa Services"
    },
    {
      "value": "hotel-booking",
      "label": "Hotel Booking"
    },
    {
      "value": "flight-booking",
      "label": "Flight Booking"
    },
    {
      "value": "custom-package",
      "label": "Custom Package"
    },
    {
      "value": "complaint",
      "label": "Complaint"
    },
    {
      "value": "other",
      "label": "Other"
    }
  ],
  "homeSubject": "Homepage Contact Form",
  "homePackageExtras": [
    {
      "value": "visa-enquiries",
      "label": "Visa Enquiries"
    },
    {
      "value": "other",
      "label": "Other"
    }
  ],
  "successText": "Thank you! Your message has been sent successfully. We will reply within 24 hours.",
  "failureText": "Failed to send message. Please try again."
} as const
