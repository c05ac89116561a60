import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { LazyNewsletterForm } from "@/components/newsletter/lazy-newsletter-form";
import { pageMetadata } from "@/lib/seo/metadata";

// No articles yet: the page says so honestly and stays out of search results until it has some.
export const metadata: Metadata = pageMetadata({
  title: "Blog",
  description: "Research roundups and guides from Longevity Directory.",
  path: "/blog",
  noindex: true,
});

export default function BlogPage() {
  return (
    <ContentPage
      title="Blog"
      intro="Research roundups and practical guides to biomarkers, clinics and tests are on their way. We have not published any articles yet."
    >
      <section aria-labelledby="blog-newsletter" className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <h2 id="blog-newsletter">Get the first articles by email</h2>
        <LazyNewsletterForm source="blog" tone="light" />
      </section>
    </ContentPage>
  );
}
