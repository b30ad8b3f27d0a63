/** What the failed-delivery form's shared schema says of a field left empty (the server says the same). */
export const FAILED_DELIVERY_VALIDATION = {
  line1Required: 'Enter the house number and street',
  cityRequired: 'Enter the city',
  stateRequired: 'Choose a state or UT',
} as const;
