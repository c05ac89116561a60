import "server-only";
import { MEDICAL_DISCLAIMER } from "@/lib/assistant/disclaimer";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "for example LDL cholesterol, blood pressure, blood glucose, sleep, creatine or magnesium, or longevity";

export const en: AssistantMessages = {
  disclaimer: MEDICAL_DISCLAIMER,
  quote: (text) => `“${text}”`,
  general: {
    summary:
      "I don't have a reviewed guide for that question yet, so I can't give you a reliable answer here. For symptoms or results that worry you, " +
      `your doctor is the right first step. I can help with common biomarkers and health goals, ${EXAMPLES}.`,
    insights: [
      "Bring your questions and any recent test results to your GP; they can decide which tests or specialists make sense for you.",
      "Try rephrasing with the name of a biomarker (such as ApoB, HbA1c or ferritin) or a goal (such as better sleep or more energy).",
    ],
    doctor: ["Talk to your doctor", "Describe your symptoms or share your results to get advice that fits you.", "GP"],
  },
  offTopic:
    "I can only help with questions about health, biomarkers, healthy ageing and the providers listed in this directory. " +
    `Try asking about a biomarker or a health goal, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Browse clinics",
      "Compare preventive and longevity clinics and the check-ups they offer.",
      "Preventive medicine doctor",
    ],
    labs: [
      "Find a lab",
      "See which labs test the biomarkers you are curious about, including at-home kits.",
      "Laboratory medicine",
    ],
    wearables: [
      "Explore wearables",
      "Track sleep, heart rate, activity or glucose to see your own trends.",
      "Sports or sleep medicine",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "I don't have a reviewed guide for this question, so I can't give health advice on it. " +
      `I searched the directory for ${terms}; below is what I found: ${kinds}. ` +
      "Each page describes what the provider offers; for advice about your own health, talk to your doctor.",
    notInCountry: (country) => `None of them is based in ${country}.`,
    insight:
      "These listings were found by matching the words of your question with the listings' names, descriptions, ingredients and " +
      "services; they are not medical advice or a personal recommendation.",
    kinds: {
      clinics: "clinics",
      practitioners: "practitioners",
      labs: "labs",
      supplements: "supplements",
      foods: "foods",
      wearables: "wearables",
      brands: "brands",
      apps: "apps",
    },
  },
  emergency: {
    summary: (n) =>
      `What you describe can be a medical emergency. Please call ${n} now, or go to the nearest emergency department. ` +
      "Do not wait for an online answer; this assistant cannot help in an emergency.",
    signs: {
      chest_pain: (n) =>
        `Chest pain or pressure — especially spreading to the arm, jaw or back, or with breathlessness, sweating or nausea — can be a heart attack. Call ${n}, stop what you are doing and do not drive yourself to hospital.`,
      stroke: (n) =>
        `Sudden face drooping, weakness or numbness on one side, or slurred or confused speech can be a stroke. Call ${n} immediately and note the time the symptoms started: every minute counts.`,
      suicidal: (n) =>
        `If you are thinking about ending your life or harming yourself, you are not alone and help is available right now. If you are in immediate danger, call ${n}.`,
      bleeding: (n) =>
        `Heavy bleeding that does not stop, or vomiting or coughing up blood, needs emergency care. Call ${n}; for a wound, press firmly on it with a clean cloth while you wait.`,
      anaphylaxis: (n) =>
        `Swelling of the throat, tongue or lips, difficulty breathing or a sudden severe allergic reaction can be anaphylaxis. Call ${n}. If you have been prescribed an adrenaline auto-injector, use it as you were shown.`,
      headache: (n) =>
        `A sudden, severe headache — the worst of your life — can be a sign of bleeding in the brain. Call ${n} or go to the nearest emergency department now.`,
    },
    call: (n) => [`Call ${n} now`, "Say where you are and describe the symptoms.", "Emergency services"],
    about112: "112 is free from any phone in every EU country and many others.",
    talk: {
      step: "Talk to someone now",
      withLine: (line) =>
        `Call ${line}. If you can, tell someone you trust how you feel and ask them to stay with you.`,
      generic:
        "Contact a local crisis line or your doctor, or call the emergency number. If you can, tell someone you trust how you feel and ask them to stay with you.",
      expert: "Crisis line or emergency services",
    },
    notAlone: ["Don't stay alone", "Ask someone nearby to stay with you until help arrives.", "Someone you trust"],
    free: "free",
    allDay: "24/7",
    callOrText: (n) => `call or text ${n}`,
  },
};
