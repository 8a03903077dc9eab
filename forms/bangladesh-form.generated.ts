// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/bangladesh-visa.yaml. The form and its function use it (the function runs without data/).

export const BANGLADESH_FORM = {
  "services": [
    {
      "value": "no-visa",
      "label": "No Visa Required (visa-free entry)"
    },
    {
      "value": "e-passport",
      "label": "Bangladesh e-Passport"
    },
    {
      "value": "nid",
      "label": "National ID Card (NID)"
    }
  ],
  "nationalities": [
    {
      "value": "British",
      "label": "British"
    },
    {
      "value": "Bangladeshi",
      "label": "Bangladeshi"
    },
    {
      "value": "Other",
      "label": "Other"
    }
  ],
  "labels": {
    "selectedService": "Service chosen on the page",
    "firstName": "First name",
    "lastName": "Last name",
    "email": "Email",
    "phone": "Phone",
    "dateOfBirth": "Date of birth",
    "nationality": "Nationality",
    "serviceType": "Service",
    "passportNumber": "Passport number",
    "address": "Address",
    "city": "City",
    "postcode": "Postcode",
    "emergencyName": "Emergency contact name",
    "emergencyPhone": "Emergency contact phone",
    "emergencyRelation": "Relationship to you",
    "specialRequests": "Special requests",
    "passportCopy": "Passport copy",
    "photograph": "Passport-style photograph",
    "additionalDocs": "Additional documents"
  },
  "sections": {
    "personal": "Personal details",
    "service": "Service",
    "address": "Address",
    "emergency": "Emergency contact",
    "documents": "Documents",
    "notes": "Anything else"
  },
  "messages": {
    "serviceType": "Please choose the service you need",
    "selectedService": "Please choose a service from the tabs and press Apply Now or Start Application",
    "passportNumberInvalid": "Please enter the passport number as in your passport: {min} to {max} letters and digits, or leave it empty"
  },
  "successText": "Thank you! Your application has been submitted successfully. Our Bangladesh services team will check your documents and contact you within 24 hours.",
  "failureText": "Failed to submit application. Please try again."
} as const
