// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/flights.yaml. The form and its function use it (the function runs without data/).

export const FLIGHT_FORM = {
  "heading": "Request a Flight Quote",
  "text": "Fill in your journey and we will send you the best available fares within 24 hours. Nothing is booked or charged until you confirm.",
  "sections": {
    "journey": "Your Journey",
    "passengers": "Passengers",
    "preferences": "Preferences",
    "contact": "Your Details"
  },
  "labels": {
    "firstName": "First name",
    "lastName": "Last name",
    "email": "Email",
    "phone": "Phone",
    "tripType": "Trip type",
    "departureCity": "From (departure city)",
    "arrivalCity": "To (arrival city)",
    "departureDate": "Departure date",
    "returnDate": "Return date",
    "class": "Class",
    "adults": "Adults",
    "children": "Children",
    "infants": "Infants",
    "preferredAirline": "Preferred airline",
    "flexibleDates": "My dates are flexible (±3 days)",
    "directFlights": "Direct flights only",
    "budget": "Budget per person",
    "baggageRequirements": "Baggage requirements",
    "mealPreferences": "Meal preference",
    "seatPreferences": "Seat preferences",
    "specialRequests": "Special requests"
  },
  "hints": {
    "adults": "12 years and over",
    "children": "2 to 11 years",
    "infants": "Under 2, on an adult's lap"
  },
  "placeholders": {
    "departureCity": "e.g. London Heathrow",
    "arrivalCity": "e.g. Jeddah, Saudi Arabia",
    "baggageRequirements": "e.g. 2 checked bags each, Zamzam water on return",
    "seatPreferences": "e.g. seats together, aisle seat",
    "specialRequests": "e.g. wheelchair assistance at the airport"
  },
  "options": {
    "tripType": [
      {
        "value": "round-trip",
        "label": "Round trip"
      },
      {
        "value": "one-way",
        "label": "One way"
      }
    ],
    "class": [
      {
        "value": "economy",
        "label": "Economy"
      },
      {
        "value": "premium-economy",
        "label": "Premium Economy"
      },
      {
        "value": "business",
        "label": "Business"
      },
      {
        "value": "first",
        "label": "First"
      }
    ],
    "preferredAirline": [
      {
        "value": "none",
        "label": "No preference"
      },
      {
        "value": "qatar-airways",
        "label": "Qatar Airways"
      },
      {
        "value": "emirates",
        "label": "Emirates"
      },
      {
        "value": "british-airways",
        "label": "British Airways"
      },
      {
        "value": "turkish-airlines",
        "label": "Turkish Airlines"
      },
      {
        "value": "gulf-air",
        "label": "Gulf Air"
      },
      {
        "value": "saudia",
        "label": "Saudia"
      },
      {
        "value": "other",
        "label": "Other"
      }
    ],
    "budget": [
      {
        "value": "under-300",
        "label": "Under £300"
      },
      {
        "value": "300-500",
        "label": "£300 – £500"
      },
      {
        "value": "500-800",
        "label": "£500 – £800"
      },
      {
        "value": "800-1200",
        "label": "£800 – £1,200"
      },
      {
        "value": "1200-2000",
        "label": "£1,200 – £2,000"
      },
      {
        "value": "2000+",
        "label": "Over £2,000"
      },
      {
        "value": "flexible",
        "label": "Flexible"
      }
    ],
    "mealPreferences": [
      {
        "value": "none",
        "label": "No preference"
      },
      {
        "value": "halal",
        "label": "Halal"
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
        "value": "kosher",
        "label": "Kosher"
      },
      {
        "value": "gluten-free",
        "label": "Gluten-free"
      },
      {
        "value": "diabetic",
        "label": "Diabetic"
      }
    ]
  },
  "choosePrompt": "Please choose",
  "submitLabel": "Request Flight Quote",
  "sendingLabel": "Sending Request...",
  "successText": "Thank you! Your flight request has been sent successfully. We will reply with the best fares within 24 hours.",
  "failureText": "Failed to submit flight request. Please try again.",
  "messages": {
    "firstName": "Please enter your first name",
    "lastName": "Please enter your last name",
    "email": "Please enter your e-mail address",
    "phone": "Please enter your phone number",
    "tripType": "Please choose round trip or one way",
    "departureCity": "Please tell us where you are flying from",
    "arrivalCity": "Please tell us where you are flying to",
    "departureDate": "Please choose your departure date",
    "departureDateInvalid": "Please enter the departure date as a date, e.g. 2026-10-12",
    "departureDatePast": "The departure date cannot be in the past",
    "returnDate": "Please choose your return date",
    "returnDateInvalid": "Please enter the return date as a date, e.g. 2026-10-26",
    "returnBeforeDeparture": "The return date must be after the departure date",
    "class": "Please choose a class from the list",
    "adults": "Please choose {min} to {max} adults",
    "children": "Please choose {min} to {max} children",
    "infants": "Please choose {min} to {max} infants",
    "infantsPerAdult": "Each infant travels on an adult’s lap: please choose no more infants than adults",
    "preferredAirline": "Please choose an airline from the list",
    "budget": "Please choose a budget from the list",
    "mealPreferences": "Please choose a meal preference from the list"
  }
} as const
