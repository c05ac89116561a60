import type { Metadata } from "next";
import Link from "next/link";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "What Longevity Directory stores about visitors and members, why, for how long, and how to download or delete your data.",
  path: "/privacy",
});

/** What the site actually stores and sends, in plain words; kept in step with the code (prisma/schema.prisma). */
export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      intro="We keep as little about you as the directory needs to work, we never sell it, and you can take it with you or delete it at any time."
    >
      <ContentSection title="Browsing the directory">
        <p>
          You can use the directory without an account. To count visits we record the pages you view, searches you make
          and buttons you use (such as &lsquo;Visit Website&rsquo;), together with the referring page, your
          browser&apos;s user agent, screen size and the country your connection comes from.
        </p>
        <ul>
          <li>
            We do not store your IP address with these records. For unique-visitor counts we keep a one-way hash of your
            IP address and browser made with a salt that changes every day, so visits cannot be linked across days.
          </li>
          <li>
            Your browser keeps a random visitor id and the latest 1,000 of these records in local storage, for the
            analytics panel you can open on any page. Clearing your site data removes them.
          </li>
          <li>
            Google Analytics is only loaded when the site operator has configured it and you have accepted it in the
            consent banner.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="The health assistant">
        <p>
          Questions you ask the assistant are answered from our own knowledge base and directory. When the operator has
          connected an AI model provider, your question is also sent to that provider to write the answer. We keep only
          the topic a question was matched to in our statistics; answers are kept for a while in the server&apos;s
          cache, under the question&apos;s text but not linked to you, so a repeated question is answered quickly.
          Please do not include names or other personal details in questions; the assistant gives general education, not
          medical advice.
        </p>
      </ContentSection>

      <ContentSection title="Members">
        <p>If you create an account we store:</p>
        <ul>
          <li>your name, email address and, if you give one, your location;</li>
          <li>your password as an Argon2id hash, never the password itself;</li>
          <li>your favorites, location alerts and notification choice;</li>
          <li>the reviews you write, which are shown publicly on the listing&apos;s page with your first name.</li>
        </ul>
        <p>
          Sign-ins use a secure, HttpOnly session cookie. We use your email address only to confirm it, to reset your
          password, and to send the alerts you asked for.
        </p>
      </ContentSection>

      <ContentSection title="Newsletter and alerts">
        <p>
          The newsletter and location alerts are sent only after you confirm your address by email, and every message
          has a one-click unsubscribe link. Alerts can also be paused or removed from your profile.
        </p>
      </ContentSection>

      <ContentSection title="Security and abuse prevention">
        <p>
          To stop password guessing and spam, we count sign-in attempts and form submissions per IP address and per
          account. These counters are used only for that protection.
        </p>
      </ContentSection>

      <ContentSection title="Brand submissions">
        <p>
          When you submit a brand, we visit its public website to gather its name, description and logo. Submissions are
          reviewed by our team before anything is published.
        </p>
      </ContentSection>

      <ContentSection title="Your rights">
        <p>
          On your <Link href="/profile">profile</Link> you can download everything we hold about your account as a JSON
          file, and delete your account; your favorites, alerts and reviews are deleted with it. Under the GDPR you may
          also ask us to correct or restrict the use of your data, or object to it. Write to <ContactAddress /> and we
          will answer within 30 days.
        </p>
      </ContentSection>

      <ContentSection title="Who processes your data">
        <p>
          The directory runs on a hosting provider and a managed PostgreSQL database, and sends email through an email
          provider; an AI model provider is used only as described above. They process data on our behalf and for no
          other purpose.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
