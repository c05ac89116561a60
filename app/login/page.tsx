import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = { title: "Sign in", robots: NOINDEX };

export const instant = false;

export default async function LoginPage() {
  await connection();
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Member accounts are almost here</h1>
      <p className="mt-4 text-slate-600">
        Soon you can sign in to save favorites, get alerts for new clinics and labs near you, and write reviews.
        Until then, everything in the directory is open to browse.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/directory" className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-5 font-medium text-white hover:bg-emerald-800">
          Browse the directory
        </Link>
        <Link href="/" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 font-medium text-slate-700 hover:bg-slate-50">
          Home
        </Link>
      </div>
    </div>
  );
}
