import "server-only";
import { directoryHref, labsForCondition, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

export const ORGAN_TOPICS: KnowledgeTopic[] = [
  {
    id: "liver-enzymes",
    title: "Liver enzymes (ALT, GGT)",
    aliases: {
      strong: [
        "ggt",
        "gamma gt",
        "gamma glutamyl",
        "alt and ast",
        "alt ast",
        "alt level",
        "alt levels",
        "liver enzymes",
        "liver function",
        "liver",
        "fatty liver",
        "nafld",
        "masld",
        "transaminases",
        "transaminasen",
        "leber",
        "leberwerte",
        "fettleber",
        "foie",
        "enzymes hepatiques",
        "foie gras",
        "higado",
        "higado graso",
        "enzimas hepaticas",
        "fegato",
        "fegato grasso",
        "enzimi epatici",
        "leverwaarden",
        "leververvetting",
        "leverenzymen",
      ],
      weak: ["alt", "ast", "alat", "asat", "lever"],
    },
    summary:
      "ALT and GGT are enzymes measured in a standard liver panel. ALT rises when liver cells are stressed or damaged, and GGT is sensitive to " +
      "alcohol, some medicines and bile-duct problems. The most common reason for mildly raised liver enzymes in Europe today is fat building up " +
      "in the liver, linked to excess weight, insulin resistance and alcohol.",
    insights: [
      "Liver enzymes can be temporarily raised after intense exercise, alcohol, some medicines or supplements, so a mildly abnormal result is usually repeated.",
      "Fatty liver often causes no symptoms; doctors may use an ultrasound or non-invasive scores to assess it.",
      "Weight loss, less alcohol, fewer sugary drinks and regular exercise can substantially improve fatty liver.",
      "Herbal and bodybuilding supplements are a recognised cause of liver injury; tell your doctor about everything you take.",
    ],
    nextSteps: [
      step(
        "High",
        "Repeat and review with a doctor",
        "Ask whether the result needs repeating and what could explain it, including alcohol, medicines and supplements.",
        "GP or hepatologist",
      ),
      step(
        "Medium",
        "Test a full liver and metabolic panel",
        "Liver enzymes are best read with glucose, lipids and HbA1c.",
        "GP",
        labsForCondition("liver"),
      ),
      step(
        "Medium",
        "Cut back on alcohol and sugary drinks",
        "A dietitian can help you make changes that last.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { healthConditions: ["liver", "metabolic"] },
      clinics: { healthConditions: ["metabolic", "weight-management"] },
    },
  },
  {
    id: "kidney-egfr",
    title: "Kidney function (eGFR)",
    aliases: {
      strong: [
        "egfr",
        "gfr",
        "kidney function",
        "kidney",
        "kidneys",
        "creatinine",
        "cystatin c",
        "niere",
        "nieren",
        "nierenfunktion",
        "kreatinin",
        "fonction renale",
        "rinon",
        "rinones",
        "funcion renal",
        "creatinina",
        "funzionalita renale",
        "funzione renale",
        "nier",
        "nierfunctie",
        "kreatinine",
        "albuminuria",
        "proteinuria",
        "renal",
      ],
      weak: ["rein", "reins", "rene", "reni"],
    },
    summary:
      "eGFR (estimated glomerular filtration rate) estimates how well your kidneys filter waste from the blood. It is calculated from creatinine, " +
      "and sometimes cystatin C, together with your age and sex. Kidney function declines slowly with age, high blood pressure and diabetes are " +
      "the most common causes of chronic kidney disease, and early kidney disease usually causes no symptoms — which is why tests matter.",
    insights: [
      "Creatinine depends on muscle mass, so very muscular people or those taking creatine can show a lower eGFR without kidney disease; cystatin C helps clarify.",
      "A urine albumin-to-creatinine ratio picks up early kidney damage that eGFR can miss.",
      "Controlling blood pressure and blood sugar, not smoking and caution with regular use of painkillers such as NSAIDs help protect kidney function.",
    ],
    nextSteps: [
      step(
        "High",
        "Review eGFR together with a urine test",
        "Ask your doctor whether a urine albumin test should be added.",
        "GP or nephrologist",
        labsForCondition("kidney"),
      ),
      step(
        "Medium",
        "Know your blood pressure",
        "Measure it regularly; home monitors from medical-device brands make this easy.",
        "GP",
        directoryHref("brands"),
      ),
      step(
        "Medium",
        "Check medicines and supplements",
        "A pharmacist can review what you take for effects on the kidneys.",
        "Pharmacist",
      ),
    ],
    facets: {
      labs: { healthConditions: ["kidney"] },
      brands: { tags: ["blood pressure"], categories: ["medical"], category: ["medical"] },
    },
  },
  {
    id: "uric-acid",
    title: "Uric acid",
    aliases: {
      strong: [
        "uric acid",
        "urate",
        "gout",
        "hyperuricemia",
        "harnsaure",
        "gicht",
        "acide urique",
        "acido urico",
        "urinezuur",
        "jicht",
        "podagra",
      ],
      terms: ["goutte", "gota"],
    },
    summary:
      "Uric acid is a waste product formed when the body breaks down purines, found in your own cells and in foods such as red meat, organ meats, " +
      "some seafood, beer and sugary drinks. The kidneys remove most of it. When levels stay high, uric acid crystals can form in joints and cause " +
      "gout, and high levels are also associated with kidney stones, high blood pressure and metabolic syndrome.",
    insights: [
      "Many people with raised uric acid never develop gout; whether treatment is needed depends on symptoms and other conditions, which your doctor weighs.",
      "Alcohol (especially beer), drinks high in fructose, excess weight and some diuretics are common contributors.",
      "A sudden hot, swollen and very painful joint needs prompt medical assessment.",
    ],
    nextSteps: [
      step(
        "High",
        "Discuss the result with your doctor",
        "Especially if you have had joint pain, kidney stones or high blood pressure.",
        "GP or rheumatologist",
      ),
      step(
        "Medium",
        "Test uric acid with kidney function",
        "The two are often read together.",
        "GP",
        labsForCondition("kidney"),
      ),
      step(
        "Medium",
        "Review drinks and diet",
        "A dietitian can help you cut back on beer, sugary drinks and purine-rich foods in a balanced way.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { healthConditions: ["kidney", "metabolic"] },
      clinics: { healthConditions: ["metabolic", "weight-management"] },
    },
  },
];
