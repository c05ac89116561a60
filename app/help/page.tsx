import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { ContentPage, ContentSection } from "@/components/content/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Help Center",
  description:
    "How to search the directory, save favorites, get alerts for new places, write reviews, add a brand and manage your account.",
  path: "/help",
});

type Question = { question: string; answer: ReactNode };

const TOPICS: { title: string; questions: Question[] }[] = [
  {
    title: "Finding places and products",
    questions: [
      {
        question: "How do I search the directory?",
        answer: (
          <p>
            Type a name, city or topic into the search box on the <Link href="/directory">directory</Link>, or pick a
            category. Each category has its own filters (country, specialty, test type, goal and more); they are kept in
            the address, so you can bookmark or share a filtered list.
          </p>
        ),
      },
      {
        question: "What does the health assistant do?",
        answer: (
          <p>
            Ask it about a biomarker, goal or symptom on the <Link href="/">home page</Link>. It explains the topic,
            what experts look at, and sensible next steps, and links to matching labs, clinics and products in the
            directory. It is general education, not medical advice.
          </p>
        ),
      },
      {
        question: "Where do the ratings come from?",
        answer: (
          <p>
            Only from reviews written by members. A listing without reviews shows no rating rather than an invented one.
          </p>
        ),
      },
    ],
  },
  {
    title: "Your account",
    questions: [
      {
        question: "How do I save favorites?",
        answer: <p>Sign in and press the heart on any card or listing page. Your favorites are on your profile.</p>,
      },
      {
        question: "How do alerts for new places work?",
        answer: (
          <p>
            On your profile&apos;s Subscriptions tab, choose a city (places within 50 km) or a whole country. When new
            listings are published there, you get at most one email a day. Each email has links to pause or stop the
            alert.
          </p>
        ),
      },
      {
        question: "How do I write or change a review?",
        answer: (
          <p>
            Open the listing&apos;s page while signed in and use &lsquo;Write a review&rsquo;. You can edit or delete
            your review there or on your profile.
          </p>
        ),
      },
      {
        question: "I forgot my password",
        answer: (
          <p>
            Use &lsquo;Forgot your password?&rsquo; on the <Link href="/login">sign-in page</Link>. We email you a link
            that works once and expires soon; using it signs you out everywhere else.
          </p>
        ),
      },
      {
        question: "How do I download or delete my data?",
        answer: (
          <p>
            Both are on your <Link href="/profile">profile</Link>. Deleting your account also deletes your favorites,
            alerts and reviews. See the <Link href="/privacy">Privacy Policy</Link> for what we store.
          </p>
        ),
      },
    ],
  },
  {
    title: "For brands and clinics",
    questions: [
      {
        question: "How do I get listed?",
        answer: (
          <p>
            Submit the website on <Link href="/addnew">Add a Brand</Link>. We gather the details automatically, our team
            reviews the submission, and it usually appears within 24-48 hours once approved.
          </p>
        ),
      },
      {
        question: "A listing has wrong details",
        answer: (
          <p>
            Please <Link href="/contact">contact us</Link> with the page address and the correction.
          </p>
        ),
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <ContentPage
      title="Help Center"
      intro={
        <>
          Answers to common questions. Something missing? <Link href="/contact">Contact us</Link>.
        </>
      }
    >
      {TOPICS.map((topic) => (
        <ContentSection key={topic.title} title={topic.title}>
          {topic.questions.map(({ question, answer }) => (
            <div key={question}>
              <h3>{question}</h3>
              {answer}
            </div>
          ))}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
