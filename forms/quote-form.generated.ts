// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/get-quote.yaml. The form and its function use it (the function runs without data/).

export const QUOTE_FORM = {
  "heading": "Your Quote Request",
  "progress": "Step {step} of {total}",
  "stepsLabel": "Steps of the quote request",
  "previousLabel": "Previous",
  "nextLabel": "Next Step",
  "submitLabel": "Submit Quote Request",
  "sendingLabel": "Submitting...",
  "choosePrompt": "Please choose",
  "steps": [
    {
      "id": "personal",
      "title": "Personal Info",
      "text": "Who should we send the quote to?"
    },
    {
      "id": "travel",
      "title": "Travel Details",
      "text": "Where, when and with how many people?"
    },
    {
      "id": "services",
      "title": "Services",
      "text": "What should the quote include?"
    },
    {
      "id": "contact",
      "title": "Contact",
      "text": "How and when should we get in touch?"
    }
  ],
  "labels": {
    "firstName": "First name",
    "lastName": "Last name",
    "email": "Email",
    "phone": "Phone",
    "serviceType": "Service",
    "travelMonth": "Travel month",
    "duration": "Duration",
    "groupSize": "Group size",
    "budget": "Budget per person",
    "accommodationType": "Accommodation",
    "roomSharing": "Room sharing",
    "visaRequired": "I need a visa",
    "flightRequired": "I need flights",
    "insuranceRequired": "I need travel insurance",
    "mobilityAssistance": "Someone in our group needs mobility assistance",
    "dietaryRequirements": "Dietary requirements",
    "specialRequests": "Special requests",
    "preferredContact": "Preferred contact",
    "bestTimeToCall": "Best time to call"
  },
  "options": {
    "serviceType": [
      {
        "value": "umrah",
        "label": "Umrah Package"
      },
      {
        "value": "hajj",
        "label": "Hajj Package"
      },
      {
        "value": "islamic-tour",
        "label": "Islamic Heritage Tour"
      },
      {
        "value": "visa-only",
        "label": "Visa Only"
      },
      {
        "value": "flight-only",
        "label": "Flights Only"
      },
      {
        "value": "hotel-only",
        "label": "Hotels Only"
      },
      {
        "value": "custom",
        "label": "Custom Package"
      }
    ],
    "duration": [
      {
        "value": "7-days",
        "label": "7 days"
      },
      {
        "value": "10-days",
        "label": "10 days"
      },
      {
        "value": "14-days",
        "label": "14 days"
      },
      {
        "value": "21-days",
        "label": "21 days"
      },
      {
        "value": "30-days",
        "label": "30 days"
      },
      {
        "value": "custom",
        "label": "Other length"
      }
    ],
    "groupSize": [
      {
        "value": "1",
        "label": "1 person"
      },
      {
        "value": "2",
        "label": "2 people"
      },
      {
        "value": "3-4",
        "label": "3 – 4 people"
      },
      {
        "value": "5-10",
        "label": "5 – 10 people"
      },
      {
        "value": "11-20",
        "label": "11 – 20 people"
      },
      {
        "value": "21-40",
        "label": "21 – 40 people"
      },
      {
        "value": "40+",
        "label": "More than 40 people"
      }
    ],
    "budget": [
      {
        "value": "under-1000",
        "label": "Under £1,000"
      },
      {
        "value": "1000-2000",
        "label": "£1,000 – £2,000"
      },
      {
        "value": "2000-3000",
        "label": "£2,000 – £3,000"
      },
      {
        "value": "3000-5000",
        "label": "£3,000 – £5,000"
      },
      {
        "value": "5000-10000",
        "label": "£5,000 – £10,000"
      },
      {
        "value": "10000+",
        "label": "Over £10,000"
      },
      {
        "value": "flexible",
        "label": "Flexible"
      }
    ],
    "accommodationType": [
      {
        "value": "3-star",
        "label": "3-star hotel"
      },
      {
        "value": "4-star",
        "label": "4-star hotel"
      },
      {
        "value": "5-star",
        "label": "5-star hotel"
      },
      {
        "value": "luxury",
        "label": "Luxury hotel"
      },
      {
        "value": "apartment",
        "label": "Apartment"
      }
    ],
    "roomSharing": [
      {
        "value": "single",
        "label": "Single"
      },
      {
        "value": "double",
        "label": "Double"
      },
      {
        "value": "triple",
        "label": "Triple"
      },
      {
        "value": "quad",
        "label": "Quad"
      }
    ],
    "dietaryRequirements": [
      {
        "value": "none",
        "label": "None"
      },
      {
        "value": "halal",
        "label": "Halal only"
      },
      {
        "value": "vegetarian",
        "label": "Vegetarian"
      },
      {
        "value": "vegan",
        "label": "Vegan"
      },
      {
        "value": "gluten-free",
        "label": "Gluten-free"
      },
      {
        "value": "diabetic",
        "label": "Diabetic"
      },
      {
        "value": "other",
        "label": "Other (tell us below)"
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
    ],
    "bestTimeToCall": [
      {
        "value": "morning",
        "label": "Morning (9–12)"
      },
      {
        "value": "afternoon",
        "label": "Afternoon (12–5)"
      },
      {
        "value": "evening",
        "label": "Evening (5–8)"
      },
      {
        "value": "anytime",
        "label": "Any time"
      }
    ]
  },
  "successText": "Thank you! Your quote request has been sent successfully. We will send you a tailored quote within 24 hours.",
  "failureText": "Failed to send quote request. Please try again.",
  "messages": {
    "firstName": "Please enter your first name",
    "lastName": "Please enter your last name",
    "email": "Please enter your e-mail address",
    "phone": "Please enter your phone number",
    "serviceType": "Please choose a service",
    "travelMonth": "Please choose a travel month from the list",
    "duration": "Please choose a duration from the list",
    "groupSize": "Please choose your group size",
    "budget": "Please choose a budget from the list",
    "accommodationType": "Please choose an accommodation from the list",
    "roomSharing": "Please choose a room sharing from the list",
    "dietaryRequirements": "Please choose a dietary requirement from the list",
    "preferredContact": "Please choose how we should contact you",
    "bestTimeToCall": "Please choose a time from the list"
  }
} as const
