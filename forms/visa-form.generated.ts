// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/forms.yaml. The form and its function use it (the function runs without data/).

export const VISA_FORM = {
  "labels": {
    "visaType": "Visa type",
    "selectedCountry": "Schengen country",
    "firstName": "First name",
    "lastName": "Last name",
    "email": "Email",
    "phone": "Phone",
    "dateOfBirth": "Date of birth",
    "nationality": "Nationality",
    "passportNumber": "Passport number",
    "passportExpiry": "Passport expiry date",
    "travelDate": "Travel date",
    "returnDate": "Return date",
    "purposeOfVisit": "Purpose of visit",
    "duration": "Length of stay",
    "address": "Address",
    "city": "City",
    "postcode": "Postcode",
    "country": "Country",
    "emergencyName": "Emergency contact name",
    "emergencyPhone": "Emergency contact phone",
    "emergencyRelation": "Relationship to you",
    "previousVisit": "I have visited this country before",
    "criminalRecord": "I have a criminal record",
    "medicalConditions": "Medical conditions",
    "specialRequests": "Special requests",
    "passportCopy": "Passport copy",
    "photograph": "Passport-style photograph",
    "additionalDocs": "Additional documents"
  },
  "messages": {
    "visaType": "Please choose a visa from the tabs and press Apply Now",
    "selectedCountry": "Please choose Germany, France, Spain or Italy",
    "firstName": "Please enter your first name (as in your passport)",
    "lastName": "Please enter your last name (as in your passport)",
    "nameTooLong": "Please shorten the name to {limit} characters",
    "dateOfBirth": "Please enter your date of birth",
    "dateOfBirthInvalid": "Please enter your date of birth as a date, e.g. 1985-04-23",
    "dateOfBirthFuture": "Your date of birth must be in the past",
    "nationality": "Please choose your nationality",
    "passportNumber": "Please enter your passport number",
    "passportNumberInvalid": "Please enter the passport number as in your passport: {min} to {max} letters and digits",
    "passportExpiry": "Please enter your passport’s expiry date",
    "passportExpiryInvalid": "Please enter the expiry date as a date, e.g. 2030-06-30",
    "passportExpired": "Your passport has expired: please renew it before applying",
    "passportExpiresBeforeTravel": "Your passport must still be valid after your travel date",
    "travelDate": "Please enter your travel date",
    "travelDateInvalid": "Please enter the travel date as a date, e.g. 2027-03-01",
    "travelDatePast": "The travel date cannot be in the past",
    "returnDateInvalid": "Please enter the return date as a date, e.g. 2027-03-15",
    "returnBeforeTravel": "The return date must be after the travel date",
    "purposeOfVisit": "Please choose the purpose of your visit",
    "address": "Please enter your address",
    "city": "Please enter your city",
    "postcode": "Please enter your postcode",
    "emergencyName": "Please enter the name of your emergency contact",
    "emergencyPhone": "Please enter the phone number of your emergency contact",
    "emergencyRelation": "Please choose how your emergency contact is related to you"
  },
  "sections": {
    "personal": "Personal details",
    "passportTravel": "Passport and travel",
    "address": "Address",
    "emergency": "Emergency contact",
    "declarations": "Declarations and notes",
    "documents": "Documents"
  },
  "hints": {
    "passportExpiry": "Your passport must be valid for at least 6 months from your travel date.",
    "duration": "For example: 2 weeks",
    "photograph": "A recent colour photo on a plain white background (JPG or PNG)."
  },
  "submitLabel": "Submit Application",
  "defaultCountry": "United Kingdom",
  "options": {
    "saudiNationality": [
      {
        "value": "British",
        "label": "British"
      },
      {
        "value": "Irish",
        "label": "Irish"
      },
      {
        "value": "American",
        "label": "American"
      },
      {
        "value": "Canadian",
        "label": "Canadian"
      },
      {
        "value": "Australian",
        "label": "Australian"
      },
      {
        "value": "Other",
        "label": "Other"
      }
    ],
    "schengenNationality": [
      {
        "value": "Bangladeshi",
        "label": "Bangladeshi"
      },
      {
        "value": "Pakistani",
        "label": "Pakistani"
      },
      {
        "value": "Indian",
        "label": "Indian"
      },
      {
        "value": "Other",
        "label": "Other"
      }
    ],
    "saudiPurpose": [
      {
        "value": "Umrah",
        "label": "Umrah"
      },
      {
        "value": "Hajj",
        "label": "Hajj"
      },
      {
        "value": "Tourism",
        "label": "Tourism"
      },
      {
        "value": "Business",
        "label": "Business"
      },
      {
        "value": "Family Visit",
        "label": "Family Visit"
      },
      {
        "value": "Other",
        "label": "Other"
      }
    ],
    "schengenPurpose": [
      {
        "value": "Tourism",
        "label": "Tourism"
      },
      {
        "value": "Business",
        "label": "Business"
      },
      {
        "value": "Family Visit",
        "label": "Family Visit"
      },
      {
        "value": "Medical",
        "label": "Medical"
      },
      {
        "value": "Education",
        "label": "Education"
      },
      {
        "value": "Other",
        "label": "Other"
      }
    ],
    "emergencyRelation": [
      {
        "value": "Spouse",
        "label": "Spouse"
      },
      {
        "value": "Parent",
        "label": "Parent"
      },
      {
        "value": "Child",
        "label": "Child"
      },
      {
        "value": "Sibling",
        "label": "Sibling"
      },
      {
        "value": "Friend",
        "label": "Friend"
      },
      {
        "value": "Other",
        "label": "Other"
      }
    ],
    "schengenCountry": [
      {
        "value": "germany",
        "label": "Germany"
      },
      {
        "value": "france",
        "label": "France"
      },
      {
        "value": "spain",
        "label": "Spain"
      },
      {
        "value": "italy",
        "label": "Italy"
      }
    ]
  },
  "saudiSuccessText": "Thank you! Your visa application has been submitted successfully. Our visa team will check your documents and contact you within 24 hours.",
  "schengenSuccessText": "Thank you! Your Schengen visa application has been submitted successfully. Our visa team will check your documents and contact you within 24 hours.",
  "failureText": "Failed to submit application. Please try again."
} as const
