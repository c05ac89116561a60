import "server-only";
import { clinicsForCondition, directoryHref, labsFor, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

const GLUCOSE_WEARABLES = {
  trackingCapabilities: ["Continuous glucose"],
  category: ["continuous-monitor"],
  tags: ["CGM", "glucose"],
} as const;
const GLUCOSE_APPS = { trackingCapabilities: ["Glucose", "Meals"], tags: ["glucose", "metabolic"] } as const;

export const GLUCOSE_TOPICS: KnowledgeTopic[] = [
  {
    id: "blood-glucose",
    title: "Blood glucose and insulin",
    aliases: {
      strong: [
        "blood glucose",
        "blood sugar",
        "fasting glucose",
        "fasting blood sugar",
        "fasting insulin",
        "glucose",
        "insulin",
        "insulin resistance",
        "insulin sensitivity",
        "homa ir",
        "cgm",
        "continuous glucose monitor",
        "glucose spikes",
        "sugar spikes",
        "blutzucker",
        "nuchternblutzucker",
        "blutzuckerspiegel",
        "insulinresistenz",
        "glycemie",
        "glycemie a jeun",
        "insuline",
        "resistance a l insuline",
        "glucemia",
        "azucar en sangre",
        "insulina",
        "resistencia a la insulina",
        "glicemia",
        "glicemia a digiuno",
        "zucchero nel sangue",
        "resistenza insulinica",
        "glucosio",
        "bloedsuiker",
        "bloedglucose",
        "nuchtere glucose",
        "insulineresistentie",
      ],
      terms: [
        "diabetes",
        "prediabetes",
        "pre diabetes",
        "diabete",
        "diabetique",
        "diabetico",
        "suikerziekte",
        "pradiabetes",
        "hypoglycemia",
        "hyperglycemia",
        "unterzucker",
        "sugar",
        "zucker",
        "sucre",
        "azucar",
        "zucchero",
        "suiker",
      ],
    },
    summary:
      "Blood glucose is the sugar circulating in your blood, your cells' main fuel, and insulin is the hormone that moves it into the cells. " +
      "Fasting glucose shows your level after an overnight fast, and fasting insulin shows how hard your body has to work to keep it there. " +
      "Insulin resistance — needing more and more insulin for the same effect — can develop years before glucose rises and is linked to " +
      "type 2 diabetes, fatty liver and heart disease.",
    insights: [
      "Fasting glucose alone can look normal while insulin is already high, so some preventive doctors also look at fasting insulin or HOMA-IR; reference ranges differ between labs.",
      "Glucose naturally rises after meals; what matters most is how high it goes, how quickly it comes back down and the overall average, not single readings.",
      "Muscle is the body's largest glucose store: strength training, a short walk after meals, enough sleep and managing stress all improve insulin sensitivity.",
      "Continuous glucose monitors are increasingly used by people without diabetes; healthy people also show spikes, so results are best interpreted with a professional.",
    ],
    nextSteps: [
      step(
        "High",
        "Get a fasting panel",
        "Ask for fasting glucose, HbA1c and, where useful, fasting insulin, and review them with your doctor.",
        "GP or endocrinologist",
        labsFor("insulin"),
      ),
      step(
        "Medium",
        "See your daily pattern",
        "A continuous glucose monitor worn for a couple of weeks shows how meals, sleep and exercise affect you.",
        "Doctor or dietitian",
        directoryHref("wearables"),
      ),
      step(
        "Medium",
        "Build glucose-friendly habits",
        "A nutrition professional can help with meal composition, fibre and timing that suit you.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: {
        advancedBiomarkers: ["insulin", "hba1c"],
        biomarkers: ["insulin", "hba1c"],
        healthConditions: ["metabolic"],
      },
      clinics: { biomarkers: ["insulin", "hba1c"], healthConditions: ["metabolic", "weight-management"] },
      wearables: GLUCOSE_WEARABLES,
      brands: GLUCOSE_APPS,
    },
  },
  {
    id: "hba1c",
    title: "HbA1c",
    aliases: {
      strong: [
        "hba1c",
        "hb a1c",
        "a1c",
        "glycated haemoglobin",
        "glycated hemoglobin",
        "glycosylated haemoglobin",
        "glycosylated hemoglobin",
        "langzeitzucker",
        "langzeitblutzucker",
        "hemoglobine glyquee",
        "hemoglobina glicosilada",
        "hemoglobina glicada",
        "emoglobina glicata",
        "emoglobina glicosilata",
        "geglyceerd hemoglobine",
        "suikerwaarde",
      ],
      terms: [
        "diabetes",
        "prediabetes",
        "pre diabetes",
        "diabete",
        "suikerziekte",
        "pradiabetes",
        "average blood sugar",
      ],
    },
    summary:
      "HbA1c shows the share of haemoglobin in your red blood cells that has glucose attached. Because red blood cells live for about three " +
      "months, it reflects your average blood sugar over roughly the past two to three months rather than a single moment. Doctors use it to " +
      "screen for and monitor prediabetes and diabetes, together with fasting glucose.",
    insights: [
      "HbA1c can read falsely high or low with anaemia, iron deficiency, some haemoglobin variants, kidney disease or recent blood loss, so doctors sometimes confirm it with glucose tests.",
      "It averages highs and lows: two people with the same HbA1c can have very different day-to-day swings, which a continuous glucose monitor can reveal.",
      "Regular movement (especially after meals), better sleep, losing excess weight and a diet built on fibre-rich whole foods tend to improve it over months.",
    ],
    nextSteps: [
      step(
        "High",
        "Discuss your HbA1c with a doctor",
        "Ask what your result means for you and whether fasting glucose or other tests should follow.",
        "GP or diabetologist",
        clinicsForCondition("metabolic"),
      ),
      step(
        "Medium",
        "Re-test on a sensible schedule",
        "Because HbA1c reflects about three months, testing more often adds little; your doctor can suggest an interval.",
        "GP",
        labsFor("hba1c"),
      ),
      step(
        "Medium",
        "Understand your daily pattern",
        "A continuous glucose monitor, used for a few weeks with professional guidance, shows how meals, sleep and exercise affect you.",
        "Doctor or dietitian",
        directoryHref("wearables"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["hba1c", "insulin"], biomarkers: ["hba1c"], healthConditions: ["metabolic"] },
      clinics: { biomarkers: ["hba1c", "insulin"], healthConditions: ["metabolic", "weight-management"] },
      wearables: GLUCOSE_WEARABLES,
      brands: GLUCOSE_APPS,
    },
  },
];
