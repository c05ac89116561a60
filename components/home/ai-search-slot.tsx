/**
 * Reserved space for the AI health-question box (POST /api/health-search), which lands here later.
 * The height is fixed now so the box can arrive without shifting the chips and stats below it.
 */
export function AiSearchSlot() {
  return <div data-slot="ai-search" aria-hidden="true" className="h-16 w-full max-w-2xl sm:h-[4.5rem]" />;
}
