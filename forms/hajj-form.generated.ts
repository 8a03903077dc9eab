// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/hajj-registration.yaml. The form and its function use it (the function runs without data/).

export const HAJJ_FORM = {
  "labels": {
    "firstName": "Lead pilgrim first name",
    "lastName": "Lead pilgrim last name",
    "email": "Email",
    "phone": "Phone",
    "pilgrims": "Number of pilgrims",
    "preferredPackage": "Preferred package",
    "packageType": "Package type preference",
    "nationality": "Nationality",
    "passportStatus": "Passport status",
    "nusukAccount": "Nusuk account",
    "preferredContact": "Preferred contact method",
    "message": "Message"
  },
  "hints": {
    "pilgrims": "Including yourself, {min} to {max}",
    "message": "For example: who is travelling with you, health or mobility needs, your questions"
  },
  "undecidedPackage": "Not sure yet – please advise me",
  "options": {
    "packageType": [
      {
        "value": "shifting",
        "label": "Shifting"
      },
      {
        "value": "non-shifting",
        "label": "Non-shifting"
      },
      {
        "value": "not-sure",
        "label": "Not sure yet"
      }
    ],
    "nationality": [
      {
        "value": "british",
        "label": "British"
      },
      {
        "value": "bangladeshi",
        "label": "Bangladeshi"
      },
      {
        "value": "other",
        "label": "Other"
      }
    ],
    "passportStatus": [
      {
        "value": "valid-6-months",
        "label": "Valid for 6 months or more"
      },
      {
        "value": "expires-sooner",
        "label": "Expires within 6 months"
      },
      {
        "value": "applying",
        "label": "Applying for a passport"
      }
    ],
    "nusukAccount": [
      {
        "value": "have-account",
        "label": "I have a Nusuk account"
      },
      {
        "value": "not-yet",
        "label": "Not yet"
      },
      {
        "value": "need-help",
        "label": "I need help creating one"
      }
    ],
    "preferredContact": [
      {
        "value": "email",
        "label": "Email"
      },
      {
        "value": "phone",
        "label": "Phone"
      },
      {
        "value": "whatsapp",
        "label": "WhatsApp"
      }
    ]
  },
  "messages": {
    "firstName": "Please enter the lead pilgrim’s first name",
    "lastName": "Please enter the lead pilgrim’s last name",
    "nameTooLong": "Please shorten the name to {limit} characters",
    "email": "Please enter your e-mail address",
    "phone": "Please enter your phone number",
    "pilgrims": "Please enter the number of pilgrims, from {min} to {max}",
    "preferredPackage": "Please choose a package from the list, or “Not sure yet”",
    "packageType": "Please choose shifting, non-shifting or not sure",
    "nationality": "Please choose your nationality",
    "passportStatus": "Please tell us about your passport",
    "nusukAccount": "Please tell us whether you have a Nusuk account",
    "preferredContact": "Please choose how we should contact you",
    "messageType": "Please enter your message as text",
    "messageTooLong": "Please shorten your message to {limit} characters"
  },
  "successText": "Thank you! Your Hajj registration has been submitted successfully. Our Hajj team will contact you within 24 hours.",
  "failureText": "Failed to submit registration. Please try again."
} as const
