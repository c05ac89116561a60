import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site";

type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  noindex?: boolean;
  image?: string;
  type?: "website" | "article";
};

/** Title, description, keywords, canonical, OpenGraph, Twitter and robots for one page, from one place. */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  noindex,
  image,
  type = "website",
}: PageMetadataInput): Metadata {
  const images = image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined;
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, locale: "en_GB", images },
    twitter: { card: "summary_large_image", title, description, images: image ? [image] : undefined },
    robots: noindex
      ? { index: false, follow: false, googleBot: { index: false, follow: false } }
      : { index: true, follow: true },
  };
}

export const NOINDEX: Metadata["robots"] = { index: false, follow: false, googleBot: { index: false, follow: false } };
