import type { Metadata } from "next";
import Link from "next/link";
import { ContactAddress } from "@/components/content/contact-address";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description:
    "How to reach the Longevity Directory team: corrections to a listing, adding a brand, your account and privacy requests.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact"
      intro={
        <>
          Write to us at <ContactAddress />. We read every message and usually answer within two working days.
        </>
      }
    >
      <ContentSection title="A listing is wrong or out of date">
        <p>
          Tell us the listing&apos;s page address and what should change. Owners are welcome to send corrections too.
        </p>
      </ContentSection>
      <ContentSection title="Add a brand, clinic or lab">
        <p>
          Use the <Link href="/addnew">Add a Brand</Link> form: it gathers the details from the website and sends them
          to our team for review.
        </p>
      </ContentSection>
      <ContentSection title="Your account and your data">
        <p>
          You can download or delete your data on your <Link href="/profile">profile</Link>. For anything else, see the{" "}
          <Link href="/help">Help Center</Link> or write to us.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
