import "server-only";

type LinkCategory = "clinics" | "labs" | "practitioners" | "wearables" | "supplements" | "foods" | "apps" | "brands";

/** A directory view for a next step, e.g. labs filtered by a biomarker (filter keys of lib/directory/filters.ts). */
export function directoryHref(category: LinkCategory, filter?: Record<string, string>): string {
  const params = new URLSearchParams({ category, ...filter });
  return `/directory?${params.toString()}`;
}

export const labsFor = (advancedBiomarker: string) => directoryHref("labs", { advancedBiomarkers: advancedBiomarker });
export const labsForCondition = (condition: string) => directoryHref("labs", { healthConditions: condition });
export const labsForTestType = (testType: string) => directoryHref("labs", { testTypes: testType });
export const clinicsForCondition = (condition: string) => directoryHref("clinics", { healthConditions: condition });
export const clinicsForSpecialty = (specialty: string) => directoryHref("clinics", { specialties: specialty });
export const practitionersFor = (specialty: string) => directoryHref("practitioners", { specialties: specialty });
