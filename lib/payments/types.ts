// The payment domain's wire types: what the payment routes answer and the owner's and admin's pages show.

/** Stripe Checkout was opened on the server: the browser goes to its page. */
export type CheckoutStarted = { url: string };

/** One invoice, as Stripe reported it: amounts in minor units of the ISO 4217 currency, tax as Stripe computed it. */
export type InvoiceView = {
  id: string;
  number: string | null;
  status: string | null;
  totalMinor: number;
  taxMinor: number;
  currency: string;
  created: string;
  hostedUrl: string | null;
};

/** A listing's sponsored place as its owner sees it. */
export type SponsorshipView = {
  status: string;
  /** A payment failed and Stripe is retrying it: the owner is asked to update their card. */
  paymentDue: boolean;
  /** Shown in the sponsored slots now. */
  live: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
};
