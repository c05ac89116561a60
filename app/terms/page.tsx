import type { Metadata } from "next";
import Link from "next/link";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Terms of Service",
  description:
    "The terms for using Longevity Directory: listings, the health assistant, member accounts, reviews and brand submissions.",
  path: "/terms",
});

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      intro="By using Longevity Directory you agree to these terms. They are short; please read them."
    >
      <ContentSection title="Not medical advice">
        <p>
          The directory and its health assistant give general information to help you find clinics, labs, practitioners
          and products. They do not diagnose, treat or replace a doctor. Talk to a qualified health professional before
          acting on anything you read here, and call your local emergency number in an emergency.
        </p>
      </ContentSection>

      <ContentSection title="Listings">
        <p>
          Listings describe independent businesses. We check submissions before publishing them, but we do not endorse
          any listing and cannot guarantee that its details are complete or current. Ratings come only from member
          reviews; &lsquo;Sponsored&rsquo; marks a listing that paid for placement, and &lsquo;Featured&rsquo; one
          chosen by our editors.
        </p>
      </ContentSection>

      <ContentSection title="Your account">
        <p>
          Keep your password to yourself and tell us if you think someone else has used your account. You can delete
          your account at any time from your <Link href="/profile">profile</Link>. We may suspend accounts that break
          these terms.
        </p>
      </ContentSection>

      <ContentSection title="Reviews">
        <p>Reviews must describe your own experience, honestly and politely. Do not post:</p>
        <ul>
          <li>reviews of a business you own, work for or were paid to review;</li>
          <li>personal information about others, or health details you would not want public;</li>
          <li>anything unlawful, hateful, or advertising.</li>
        </ul>
        <p>
          We may remove reviews that break these rules. You keep the rights to what you write and let us show it on the
          site.
        </p>
      </ContentSection>

      <ContentSection title="Submitting a brand">
        <p>
          Only submit businesses you are entitled to describe, with accurate information. Submissions are reviewed and
          may be edited or declined.
        </p>
      </ContentSection>

      <ContentSection title="Liability">
        <p>
          We provide the site as it is. To the extent the law allows, we are not liable for decisions made on the basis
          of its content or for the services of listed businesses. Nothing in these terms limits rights you have as a
          consumer.
        </p>
      </ContentSection>

      <ContentSection title="Contact">
        <p>
          Questions about these terms: <ContactAddress />. How we handle personal data is described in our{" "}
          <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
