import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { DirectoryPage, directoryMetadata } from "@/components/directory/directory-page";
import { DIRECTORY_VIEWS, isDirectoryView } from "@/lib/directory/directory-view";
import { loadDirectoryPage } from "../load-directory";

// The plain views (/directory, /directory?category=clinics), prerendered and served from cache until listings
// change. Visitors never see this path: next.config.ts (or Proxy) rewrites the public URLs here, and Proxy redirects
// this one to them.

type ViewPageProps = { params: Promise<{ view: string }> };

export function generateStaticParams() {
  return DIRECTORY_VIEWS.map((view) => ({ view }));
}

async function viewState(params: ViewPageProps["params"]) {
  const { view } = await params;
  if (!isDirectoryView(view)) notFound();
  return { category: view, search: "", filters: {} };
}

export async function generateMetadata({ params }: ViewPageProps): Promise<Metadata> {
  return directoryMetadata(await viewState(params));
}

export default async function DirectoryViewPage({ params }: ViewPageProps) {
  const initial = await loadDirectoryPage(await viewState(params), await getLocale());
  return <DirectoryPage initial={initial} />;
}
