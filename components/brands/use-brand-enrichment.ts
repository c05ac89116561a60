"use client";

import { useCallback, useRef, useState } from "react";
import type { GatheredBrand } from "@/lib/brands/submission";
import { parseWebsiteUrl } from "@/lib/brands/website-url";
import { fetchGatheredBrand } from "./brand-api";

export type EnrichmentState = { status: "idle" | "gathering" | "found" | "failed"; data: GatheredBrand | null };

const IDLE: EnrichmentState = { status: "idle", data: null };

/** The site a URL points at: gathered data belongs to it, whatever path was typed. */
function siteOf(website: string): string | null {
  return parseWebsiteUrl(website)?.origin.replace("://www.", "://") ?? null;
}

/**
 * Gathering starts when the website field is left with a valid URL and nothing has been gathered for
 * that site yet (a failed site is not retried until the field changes to another one).
 */
export function useBrandEnrichment() {
  const [state, setState] = useState<EnrichmentState>(IDLE);
  const site = useRef<string | null>(null);

  const gather = useCallback(async (website: string): Promise<{ data: GatheredBrand | null } | null> => {
    const target = siteOf(website);
    if (!target || target === site.current) return null;
    site.current = target;
    setState({ status: "gathering", data: null });
    const data = await fetchGatheredBrand(website);
    // The visitor may have moved on to another site meanwhile; that one's answer wins.
    if (site.current !== target) return null;
    setState(data ? { status: "found", data } : { status: "failed", data: null });
    return { data };
  }, []);

  const reset = useCallback(() => {
    site.current = null;
    setState(IDLE);
  }, []);

  return { state, gather, reset };
}
