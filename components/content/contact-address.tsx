import { env } from "@/env";
import { mailboxAddress } from "@/lib/site";

/** The site's contact address as a mailto link: CONTACT_EMAIL, else the address mail is sent from. */
export function ContactAddress() {
  const { CONTACT_EMAIL, EMAIL_FROM } = env();
  const address = CONTACT_EMAIL ?? mailboxAddress(EMAIL_FROM);
  return <a href={`mailto:${address}`}>{address}</a>;
}
