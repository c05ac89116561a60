"use client";

import { Icon } from "@/components/ui/icon";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { localePath, type Locale } from "@/lib/i18n/locales";

const TRACK_SEARCH_PATH = "/api/track/search";

type SearchTracking = { query: string; category?: string; source: string };

/** Fire-and-forget search tracking: a beacon that survives the navigation, else a keepalive fetch; never throws. */
function sendSearchTracking(body: SearchTracking): void {
  try {
    const payload = JSON.stringify(body);
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(TRACK_SEARCH_PATH, new Blob([payload], { type: "application/json" }))) return;
    }
    void fetch(TRACK_SEARCH_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: payload,
      keepalive: true,
      credentials: "include",
    }).catch(() => {});
  } catch {
    // Tracking must never break searching.
  }
}

type SearchBarProps = {
  /** Called with the trimmed text instead of navigating to /directory?search=… */
  onSearch?: (query: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Where the search happened, for tracking (e.g. 'directory', 'home'). */
  source?: string;
  /** Directory category the visitor was on, for tracking. */
  category?: string;
  label?: string;
  /** The submit button's text. */
  submitLabel?: string;
  className?: string;
};

/**
 * Search form. Submitting goes to /directory?search={text} or calls `onSearch`; empty or
 * whitespace-only text neither navigates nor is tracked. Works without JavaScript as a GET form.
 */
export function SearchBar({
  onSearch,
  defaultValue = "",
  placeholder = "Search clinics, labs, practitioners, products…",
  source = "search-bar",
  category,
  label = "Search the directory",
  submitLabel = "Search",
  className,
}: SearchBarProps) {
  const router = useRouter();
  // Results open in the page's language (/de/directory?search=…).
  const directory = localePath(useLocale() as Locale, "/directory");
  const [text, setText] = useState(defaultValue);
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    sendSearchTracking({ query, source, ...(category ? { category } : {}) });
    if (onSearch) onSearch(query);
    else router.push(`${directory}?search=${encodeURIComponent(query)}`);
  }

  return (
    <form
      role="search"
      action={directory}
      method="get"
      onSubmit={submit}
      className={cn("flex w-full gap-2", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          className="pl-9"
        />
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
