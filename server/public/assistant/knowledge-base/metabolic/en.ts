import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const en: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Blood glucose and insulin",
    summary:
      "Blood glucose is the sugar circulating in your blood, your cells' main fuel, and insulin is the hormone that moves it into the cells. Fasting glucose shows your level after an overnight fast, and fasting insulin shows how hard your body has to work to keep it there. Insulin resistance — needing more and more insulin for the same effect — can develop years before glucose rises and is linked to type 2 diabetes, fatty liver and heart disease.",
    insights: [
      "Fasting glucose alone can look normal while insulin is already high, so some preventive doctors also look at fasting insulin or HOMA-IR; reference ranges differ between labs.",
      "Glucose naturally rises after meals; what matters most is how high it goes, how quickly it comes back down and the overall average, not single readings.",
      "Muscle is the body's largest glucose store: strength training, a short walk after meals, enough sleep and managing stress all improve insulin sensitivity.",
      "Continuous glucose monitors are increasingly used by people without diabetes; healthy people also show spikes, so results are best interpreted with a professional.",
    ],
    steps: [
      [
        "Get a fasting panel",
        "Ask for fasting glucose, HbA1c and, where useful, fasting insulin, and review them with your doctor.",
      ],
      [
        "See your daily pattern",
        "A continuous glucose monitor worn for a couple of weeks shows how meals, sleep and exercise affect you.",
      ],
      [
        "Build glucose-friendly habits",
        "A nutrition professional can help with meal composition, fibre and timing that suit you.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "HbA1c shows the share of haemoglobin in your red blood cells that has glucose attached. Because red blood cells live for about three months, it reflects your average blood sugar over roughly the past two to three months rather than a single moment. Doctors use it to screen for and monitor prediabetes and diabetes, together with fasting glucose.",
    insights: [
      "HbA1c can read falsely high or low with anaemia, iron deficiency, some haemoglobin variants, kidney disease or recent blood loss, so doctors sometimes confirm it with glucose tests.",
      "It averages highs and lows: two people with the same HbA1c can have very different day-to-day swings, which a continuous glucose monitor can reveal.",
      "Regular movement (especially after meals), better sleep, losing excess weight and a diet built on fibre-rich whole foods tend to improve it over months.",
    ],
    steps: [
      [
        "Discuss your HbA1c with a doctor",
        "Ask what your result means for you and whether fasting glucose or other tests should follow.",
      ],
      [
        "Re-test on a sensible schedule",
        "Because HbA1c reflects about three months, testing more often adds little; your doctor can suggest an interval.",
      ],
      [
        "Understand your daily pattern",
        "A continuous glucose monitor, used for a few weeks with professional guidance, shows how meals, sleep and exercise affect you.",
      ],
    ],
  },
  "uric-acid": {
    title: "Uric acid",
    summary:
      "Uric acid is a waste product formed when the body breaks down purines, found in your own cells and in foods such as red meat, organ meats, some seafood, beer and sugary drinks. The kidneys remove most of it. When levels stay high, uric acid crystals can form in joints and cause gout, and high levels are also associated with kidney stones, high blood pressure and metabolic syndrome.",
    insights: [
      "Many people with raised uric acid never develop gout; whether treatment is needed depends on symptoms and other conditions, which your doctor weighs.",
      "Alcohol (especially beer), drinks high in fructose, excess weight and some diuretics are common contributors.",
      "A sudden hot, swollen and very painful joint needs prompt medical assessment.",
    ],
    steps: [
      [
        "Discuss the result with your doctor",
        "Especially if you have had joint pain, kidney stones or high blood pressure.",
      ],
      ["Test uric acid with kidney function", "The two are often read together."],
      [
        "Review drinks and diet",
        "A dietitian can help you cut back on beer, sugary drinks and purine-rich foods in a balanced way.",
      ],
    ],
  },
};
