import "server-only";
import { clinicsForCondition, directoryHref, labsFor, labsForCondition, practitionersFor } from "../links";
import type { TopicSpec } from "../types";

export const CARDIO = {
  "ldl-cholesterol": {
    aliases: {
      strong: [
        "ldl",
        "ldl c",
        "ldl cholesterol",
        "bad cholesterol",
        "ldl cholesterin",
        "schlechtes cholesterin",
        "mauvais cholesterol",
        "colesterol malo",
        "colesterolo cattivo",
        "slechte cholesterol",
        "slecht cholesterol",
        "colesterolo ldl",
        "colesterol ldl",
      ],
      terms: [
        "cholesterol",
        "cholesterin",
        "colesterol",
        "colesterolo",
        "cholesterine",
        "hypercholesterolemia",
        "hypercholesterinamie",
        "hypercholesterolemie",
        "ipercolesterolemia",
        "hipercolesterolemia",
        "lipid panel",
        "lipid profile",
        "lipidprofil",
        "lipidogramm",
        "bilan lipidique",
        "perfil lipidico",
        "profilo lipidico",
        "lipidenprofiel",
        "statin",
        "statins",
        "statine",
        "statinas",
      ],
      weak: ["lipids", "blutfette", "lipides", "lipidi", "heart disease"],
    },
    steps: [
      { priority: "High", expert: "GP or preventive cardiologist", href: clinicsForCondition("cardiovascular") },
      { priority: "Medium", expert: "Laboratory medicine", href: labsFor("apob") },
      { priority: "Medium", expert: "Dietitian or nutritionist", href: practitionersFor("nutrition") },
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "lpa"], biomarkers: ["ldl", "apob"], healthConditions: ["cardiovascular"] },
      clinics: { healthConditions: ["cardiovascular"], biomarkers: ["ldl", "apob"] },
      foods: { dietaryPreferences: ["Plant-based", "Vegan"], category: ["Organic Foods"] },
    },
  },
  apob: {
    aliases: {
      strong: [
        "apob",
        "apo b",
        "apolipoprotein b",
        "apolipoproteine b",
        "apolipoproteina b",
        "apolipoproteïne b",
        "apolipoprotein",
        "ldl particles",
        "ldl p",
        "particle number",
      ],
    },
    steps: [
      { priority: "High", expert: "GP or lipid specialist", href: labsFor("apob") },
      { priority: "Medium", expert: "Preventive cardiologist", href: clinicsForCondition("cardiovascular") },
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "lpa"], biomarkers: ["apob"], healthConditions: ["cardiovascular"] },
      clinics: { healthConditions: ["cardiovascular"], biomarkers: ["ldl", "apob"] },
    },
  },
  "lipoprotein-a": {
    aliases: {
      strong: [
        "lp a",
        "lpa",
        "lipoprotein a",
        "lipoprotein little a",
        "lp little a",
        "lipoproteine a",
        "lipoproteina a",
        "lipoproteïne a",
        "lipoprotein klein a",
      ],
    },
    steps: [
      { priority: "High", expert: "GP or lipid specialist", href: labsFor("lpa") },
      { priority: "High", expert: "Preventive cardiologist", href: clinicsForCondition("cardiovascular") },
      { priority: "Medium", expert: "GP" },
    ],
    facets: {
      labs: { advancedBiomarkers: ["lpa", "apob"], healthConditions: ["cardiovascular"] },
      clinics: { healthConditions: ["cardiovascular"], biomarkers: ["ldl", "apob"] },
    },
  },
  triglycerides: {
    aliases: {
      strong: [
        "triglycerides",
        "triglyceride",
        "triglyzeride",
        "triglyceriden",
        "trigliceridi",
        "trigliceridos",
        "triglycerides",
        "hypertriglyceridemia",
        "hypertriglyzeridamie",
      ],
      terms: ["blood fats", "blutfette", "graisses sanguines", "grasas en sangre"],
    },
    steps: [
      { priority: "High", expert: "GP" },
      { priority: "Medium", expert: "GP or endocrinologist", href: labsFor("hba1c") },
      { priority: "Medium", expert: "Dietitian", href: practitionersFor("nutrition") },
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "hba1c", "insulin"], healthConditions: ["cardiovascular", "metabolic"] },
      clinics: { healthConditions: ["metabolic", "cardiovascular"] },
    },
  },
  "hdl-cholesterol": {
    aliases: {
      strong: [
        "hdl",
        "hdl c",
        "hdl cholesterol",
        "hdl cholesterin",
        "good cholesterol",
        "gutes cholesterin",
        "bon cholesterol",
        "colesterol bueno",
        "colesterolo buono",
        "goede cholesterol",
        "goed cholesterol",
        "colesterolo hdl",
        "colesterol hdl",
      ],
    },
    steps: [
      { priority: "High", expert: "GP or preventive cardiologist", href: clinicsForCondition("cardiovascular") },
      { priority: "Medium", expert: "GP", href: labsForCondition("metabolic") },
      { priority: "Medium", expert: "Sports medicine doctor or coach", href: directoryHref("wearables") },
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob"], healthConditions: ["cardiovascular", "metabolic"] },
      clinics: { healthConditions: ["cardiovascular", "metabolic"] },
      wearables: { trackingCapabilities: ["Activity", "Training load"] },
    },
  },
  homocysteine: {
    aliases: { strong: ["homocysteine", "homocystein", "homocisteina", "omocisteina", "homocysteïne", "hcy"] },
    steps: [
      { priority: "High", expert: "GP", href: labsFor("homocysteine") },
      { priority: "High", expert: "GP or internist", href: clinicsForCondition("cardiovascular") },
      { priority: "Medium", expert: "Dietitian", href: practitionersFor("nutrition") },
    ],
    facets: {
      labs: {
        advancedBiomarkers: ["homocysteine"],
        biomarkers: ["homocysteine"],
        healthConditions: ["cardiovascular", "nutrient-deficiency"],
      },
      clinics: { biomarkers: ["homocysteine"], healthConditions: ["cardiovascular", "cognitive"] },
    },
  },
} satisfies Record<string, TopicSpec>;

export type CardioId = keyof typeof CARDIO;
