// The claim, reply and note messages as the owner schemas and handlers state them (English, on the wire), each under
// its key in the `owner` catalogue's `messages`. More particular templates come first.
import { UNSAFE_CONTENT_MESSAGE } from "@/lib/security/unsafe-content";

export const OWNER_MESSAGES = {
  malformed: "Text contains characters that cannot be saved. Please remove them.",
  unsafe: UNSAFE_CONTENT_MESSAGE,
  noteTooLong: "The note must be at most 1,000 characters",
  replyTooLong: "Your reply must be at most 2,000 characters",
  replyEmpty: "Write your reply first",
  emailInvalid: "Please enter a valid email address",
  methodRequired: "Choose how to prove you own this listing",
  codeFormat: "The code has {digits} digits",
  confirmEmail: "Please confirm your email address before claiming a listing.",
  alreadyOwner: "You already manage this listing.",
  codeNotSent: "We could not send the code. Please try again in a moment.",
  noteRequired: "Tell us how you are connected to this listing",
  noWebsite: "This listing has no website to prove it with. Please ask us to review your claim instead.",
  noDomain: "The website has no domain to send a code to. Please put a token on the website instead.",
  emailAtDomain: "Enter an address at {domain}",
  emailNotAtDomain: "The address must be at {domain}, the domain of the listing's website",
  codeRequired: "Enter the code from the email",
  noCode: "This claim has no code. Request a new one.",
  codeExpired: "This code has expired. Request a new one.",
  tooManyCodes: "Too many wrong codes. Request a new one.",
  codeWrongOnce: "That code is not right. 1 try left.",
  codeWrong: "That code is not right. {left} tries left.",
  tokenMissing:
    "We could not find {token} in {path} or in a {tag} tag on the home page. Changes can take a few minutes to go live.",
  siteUnreachable: "We could not reach the website. Please check that it is online and try again.",
  siteMissing: "This listing has no website.",
  awaitingReview: "This claim waits for our review.",
} as const;
