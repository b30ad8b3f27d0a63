/** What the UPI payment says to the buyer while it waits, and its refusals (kept apart from the schemas, so a screen shows them without zod). */
export const UPI_TEXTS = {
  upiIdInvalid: 'Enter a UPI ID like name@bank',
  attemptNotFound: 'This UPI payment was not found',
  notOffered: 'UPI payments are not available right now. Please pay another way.',
  waiting: (app: string) => `Complete the payment in ${app}. This page updates by itself.`,
  waitingQr: 'Scan the code with any UPI app and pay. This page updates by itself.',
  waitingVpa: (vpa: string) => `Approve the request sent to ${vpa} in your UPI app.`,
  failed: 'The UPI payment did not go through. You can try again.',
  timedOut: 'No answer from the UPI app yet. If money left your account, the order is marked paid by itself.',
} as const;
