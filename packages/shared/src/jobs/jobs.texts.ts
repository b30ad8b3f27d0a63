/**
 * What the operator's Jobs screen and its calls say: the states, the description of each kind of
 * job, the answers and the screen's own texts (kept apart from the schemas so screens can use
 * them without zod).
 */

/** The states of a job as the operator sees them, in the order the screen lists them. */
export const JOB_STATES = ['waiting', 'retrying', 'running', 'dead'] as const;
type JobState = (typeof JOB_STATES)[number];

/** The states the Jobs screen has a tab for: running jobs are done or failed within seconds. */
export const JOB_TABS = ['waiting', 'retrying', 'dead'] as const satisfies readonly JobState[];

export const JOB_TEXTS = {
  states: {
    waiting: 'Waiting',
    retrying: 'Retrying',
    running: 'Running',
    dead: 'Dead',
  } satisfies Record<JobState, string>,
  /** What each state means, under the tabs. */
  stateHelp: {
    waiting: 'Not tried yet: they run within seconds unless the shop is busy.',
    retrying: 'Failed at least once and tried again with growing waits, for up to a day.',
    running: 'Being worked on now.',
    dead: 'Given up after a day of failures. Fix the cause (the mail server, the payment provider), then Retry.',
  } satisfies Record<JobState, string>,
  describe: {
    mail: (subject: string, to: string) => `Mail: ${subject} to ${to}`,
    refund: (order: string) => `Refund for order ${order}`,
    orderMails: (eventType: string, order: string | null, to: string | null = null) =>
      `Order mails for ${eventType}${order ? ` (order ${order})` : ''}${to ? ` to ${to}` : ''}`,
    backInStock: (eventType: string) => `Back-in-stock alerts after ${eventType}`,
    priceDrop: (eventType: string) => `Price-drop alerts after ${eventType}`,
    alert: (channel: string, to: string) => `Alert by ${channel === 'whatsapp' ? 'WhatsApp' : 'e-mail'} to ${to}`,
    alertSweep: 'Hourly sweep of alerts held back by the one-a-day limit',
    event: (subscriber: string, eventType: string) => `${subscriber} for ${eventType}`,
    unpaidSweep: 'Sweep of unpaid online orders past their payment window',
    refundReconciliation: 'Check of refunds the payment provider has not settled yet',
    shippingPoll: 'Tracking check of parcels the courier has said nothing of for 12 hours',
    failedDeliveryWait: 'Hand-over to the owner of failed deliveries nobody answered in time',
    courierNdr: (order: string | null) =>
      order
        ? `Failed-delivery answer sent to the courier (order ${order})`
        : 'Failed-delivery answer sent to the courier',
    cancelledOrderParcel: (order: string | null) =>
      order
        ? `Parcel of cancelled order ${order} called off with the courier`
        : 'Parcel of a cancelled order called off',
    shippingMails: (order: string | null) => (order ? `Delivery mails (order ${order})` : 'Delivery mails'),
    outboxPruning: 'Nightly clean-up of old events and sent-mail records',
    photoCleanup: 'Hourly clean-up of customer photos no review or return used within a day',
    databaseMaintenance: "Nightly upkeep of the embedded database's statistics",
    unconfirmedSweep: 'Sweep of cash-on-delivery orders not confirmed before their deadline',
    ownerSummary: "The owner's daily summary mail",
    deadLetter: 'Follow-up of a job given up (recording the failure)',
    unknown: (queue: string) => `Job on ${queue}`,
  },
  /** An order as the descriptions name it: its number, or the start of its id while it has none. */
  orderRef: (orderNumber: number | null, orderId: string) =>
    orderNumber !== null ? `#${orderNumber}` : `${orderId.slice(0, 8)}…`,
  retried: 'The job will run again now',
  mailMaybeSent:
    'Not known whether this mail went: the attempt stopped just as the mail server took it. It is not sent again on its own; Retry sends it again.',
  whatsappMaybeSent:
    'Not known whether this WhatsApp message went: the attempt stopped just as WhatsApp took it. It is not sent again on its own; Retry sends it again.',
  notFound: 'No such job: it may have finished and been cleared',
  loadFailed: 'Could not load the jobs',
  countsFailed: 'Could not load the job counts',
  retryFailed: 'Could not retry the job',
  empty: {
    waiting: 'No job is waiting.',
    retrying: 'No job is failing: everything owed after a sale has gone out.',
    running: 'No job is running.',
    dead: 'No dead jobs. Nothing has been given up.',
  } satisfies Record<JobState, string>,
  never: '—',
  dueNow: 'Due now',
  retry: 'Retry',
  retryLabel: (description: string) => `Retry: ${description}`,
  cardTitle: 'Background jobs',
  cardDetail: (retrying: number, waiting: number) => `${retrying} retrying · ${waiting} waiting`,
  cardLink: 'Open Jobs',
  /** How far behind the jobs run, under the tabs. */
  upToDate: 'Up to date: no job waits past its time.',
  behind: (description: string, waited: string) =>
    `Running behind: "${description}" has waited ${waited} past its time.`,
  waited: (seconds: number) =>
    seconds < 120
      ? `${Math.max(1, Math.round(seconds))} s`
      : seconds < 7200
        ? `${Math.round(seconds / 60)} min`
        : `${Math.round(seconds / 3600)} h`,
  /** Past this, the delay is shown as a warning: the mails of a sale are minutes late, not seconds. */
  behindWarnSeconds: 60,
  deadCard: (count: number) => (count === 1 ? '1 dead job' : `${count} dead jobs`),
} as const;
