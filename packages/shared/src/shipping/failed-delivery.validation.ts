/** What the failed-delivery form's shared schema says of a field left empty (the server says the same). */
export const FAILED_DELIVERY_VALIDATION = {
  failedDeliveryLine1Required: 'Enter the house number and street',
  failedDeliveryCityRequired: 'Enter the city',
  failedDeliveryStateRequired: 'Choose a state or UT',
} as const;
