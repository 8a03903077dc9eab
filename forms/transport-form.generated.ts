// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/transport.yaml. The form and its function use it (the function runs without data/).

export const TRANSPORT_FORM = {
  "windowTitle": "Book Your Transport",
  "intro": "Tell us about your journey and we will confirm your driver and price within 24 hours. Nothing is charged until you confirm.",
  "sections": {
    "service": "Your Service",
    "journey": "Your Journey",
    "extras": "Extras",
    "contact": "Your Details"
  },
  "labels": {
    "firstName": "First name",
    "lastName": "Last name",
    "email": "Email",
    "phone": "Phone",
    "serviceType": "Service",
    "vehicleType": "Vehicle",
    "passengers": "Passengers",
    "luggage": "Large bags",
    "pickupLocation": "Pickup location",
    "pickupLocationOther": "Where should we pick you up?",
    "dropoffLocation": "Drop-off location",
    "dropoffLocationOther": "Where should we take you?",
    "pickupDate": "Pickup date",
    "pickupTime": "Pickup time",
    "returnDate": "Return date",
    "returnTime": "Return time",
    "flightNumber": "Flight number",
    "hotelName": "Hotel name",
    "childSeats": "Child seats",
    "wheelchairAccess": "Wheelchair-accessible vehicle",
    "femaleDriver": "Female driver",
    "meetGreet": "Meet and greet in arrivals",
    "specialRequests": "Special requests",
    "preferredContact": "How should we contact you?"
  },
  "placeholders": {
    "flightNumber": "e.g. QR1185",
    "hotelName": "e.g. Safa Crescent Hotel, Makkah"
  },
  "childSeatsNote": "4 means 4 or more, subject to availability.",
  "otherLocation": "Other",
  "locations": [
    "Jeddah Airport",
    "Madinah Airport",
    "Hotel in Makkah",
    "Hotel in Madinah",
    "Haram Sharif",
    "Masjid Nabawi"
  ],
  "options": {
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
  "choosePrompt": "Please choose",
  "anyVehicle": "Any suitable vehicle",
  "submitLabel": "Book Transport",
  "cancelLabel": "Cancel",
  "sendingLabel": "Submitting...",
  "successText": "Thank you! Your transport booking request has been sent successfully. We will confirm your driver and price within 24 hours.",
  "failureText": "Failed to submit transport booking. Please try again.",
  "messages": {
    "firstName": "Please enter your first name",
    "lastName": "Please enter your last name",
    "email": "Please enter your e-mail address",
    "phone": "Please enter your phone number",
    "serviceType": "Please choose a service from the list",
    "vehicleType": "Please choose a vehicle from the list",
    "passengers": "Please choose the number of passengers from the list",
    "luggage": "Please choose the number of large bags from the list",
    "pickupLocation": "Please choose where we pick you up",
    "pickupLocationOther": "Please tell us where we pick you up",
    "dropoffLocation": "Please choose where we take you",
    "dropoffLocationOther": "Please tell us where we take you",
    "pickupDate": "Please choose the pickup date",
    "dateInvalid": "Please enter the date as a date, e.g. 2026-10-12",
    "pickupDatePast": "The pickup date cannot be in the past",
    "pickupTime": "Please choose the pickup time",
    "timeInvalid": "Please enter the time as hours and minutes, e.g. 14:30",
    "returnDate": "Please choose the return date for your return time",
    "returnBeforePickup": "The return must be after the pickup",
    "childSeats": "Please choose {min} to {max} child seats",
    "preferredContact": "Please choose how we should contact you"
  },
  "services": [
    {
      "id": "airport-transfer",
      "name": "Airport Transfer Service"
    },
    {
      "id": "haram-train",
      "name": "Haram Shuttle Service"
    },
    {
      "id": "ziyarat-tours",
      "name": "Ziyarat Tour Transport"
    },
    {
      "id": "private-hire",
      "name": "Private Vehicle Hire"
    },
    {
      "id": "general",
      "name": "General Transport Service"
    }
  ],
  "vehicles": [
    "Luxury Sedan",
    "Premium SUV",
    "Minibus",
    "Large Minibus"
  ]
} as const
