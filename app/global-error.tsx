"use client";

import "./globals.css";

type GlobalErrorProps = { retry: () => void };

// Replaces the root layout, so it renders its own document and keeps to plain markup.
export default function GlobalError({ retry }: GlobalErrorProps) {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center px-4 font-sans">
        <title>Something went wrong | Longevity Directory</title>
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-4 text-slate-600">An unexpected error occurred. Please try again.</p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-900"
          >
            Try again
          </button>
        </div>
      </body>
    </html>
  );
}
