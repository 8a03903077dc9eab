// generated, do not edit: written by `npx tsx scripts/registration/enquiry-forms.ts` from
// data/hotels.yaml. The form and its function use it (the function runs without data/).

export const HOTEL_FORMS = {
  "stay": {
    "labels": {
      "firstName": "First name",
      "lastName": "Last name",
      "email": "Email",
      "phone": "Phone",
      "checkInDate": "Check-in date",
      "checkOutDate": "Check-out date",
      "adults": "Adults",
      "children": "Children",
      "rooms": "Rooms",
      "specialRequests": "Special requests"
    },
    "nights": "Nights",
    "messages": {
      "firstName": "Please enter your first name",
      "lastName": "Please enter your last name",
      "nameTooLong": "Please shorten the name to {limit} characters",
      "email": "Please enter your e-mail address",
      "phone": "Please enter your phone number",
      "checkInDate": "Please choose your check-in date",
      "checkInDateInvalid": "Please enter the check-in date as a date, e.g. 2026-10-12",
      "checkInDatePast": "The check-in date cannot be in the past",
      "checkOutDate": "Please choose your check-out date",
      "checkOutDateInvalid": "Please enter the check-out date as a date, e.g. 2026-10-19",
      "checkOutBeforeCheckIn": "The check-out date must be after the check-in date",
      "adults": "Please choose {min} to {max} adults",
      "children": "Please choose {min} to {max} children",
      "rooms": "Please choose {min} to {max} rooms",
      "specialRequestsType": "Please enter your special requests as text",
      "specialRequestsTooLong": "Please shorten your special requests to {limit} characters"
    }
  },
  "booking": {
    "labels": {
      "hotelName": "Hotel",
      "hotelCity": "City",
      "hotelDistance": "Distance"
    },
    "hotelMissing": "Please choose a hotel from the list and press Book Now",
    "successText": "Thank you! Your booking request has been sent successfully. We will confirm availability and your rate within 24 hours.",
    "failureText": "Failed to submit booking request. Please try again."
  },
  "worldwide": {
    "labels": {
      "destination": "Destination",
      "hotelCategory": "Hotel category",
      "budget": "Budget per night"
    },
    "messages": {
      "destination": "Please tell us your destination (city and country)",
      "destinationTooLong": "Please shorten the destination to {limit} characters",
      "hotelCategory": "Please choose a hotel category from the list",
      "budget": "Please choose a budget from the list"
    },
    "categories": [
      {
        "value": "budget",
        "label": "Budget (1-2 Star)"
      },
      {
        "value": "mid-range",
        "label": "Mid-range (3 Star)"
      },
      {
        "value": "upscale",
        "label": "Upscale (4 Star)"
      },
      {
        "value": "luxury",
        "label": "Luxury (5 Star)"
      }
    ],
    "budgets": [
      {
        "value": "under-50",
        "label": "Under £50"
      },
      {
        "value": "50-100",
        "label": "£50 – £100"
      },
      {
        "value": "100-200",
        "label": "£100 – £200"
      },
      {
        "value": "200-300",
        "label": "£200 – £300"
      },
      {
        "value": "300-500",
        "label": "£300 – £500"
      },
      {
        "value": "500+",
        "label": "£500+"
      },
      {
        "value": "flexible",
        "label": "Flexible"
      }
    ],
    "successText": "Thank you! Your hotel request has been submitted successfully. We will send you a choice of hotels within 24 hours.",
    "failureText": "Failed to submit hotel request. Please try again."
  }
} as const
