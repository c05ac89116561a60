import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Primitives style themselves with component classes (app/globals.css, components layer), which any
 * utility passed as className overrides, so no class-merging step (and no tailwind-merge in the browser) is needed.
 * Within one call, pass alternatives as exclusive branches rather than two conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
