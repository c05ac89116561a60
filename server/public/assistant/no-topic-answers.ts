import "server-only";
import type { NextStepObject } from "@/lib/assistant/types";
import type { AnswerParts } from "./phases";

const DIRECTORY_STEPS: NextStepObject[] = [
  {
    step: "Browse clinics",
    action: "Compare preventive and longevity clinics and the check-ups they offer.",
    expert: "Preventive medicine doctor",
    priority: "Medium",
    href: "/directory?category=clinics",
  },
  {
    step: "Find a lab",
    action: "See which labs test the biomarkers you are curious about, including at-home kits.",
    expert: "Laboratory medicine",
    priority: "Medium",
    href: "/directory?category=labs",
  },
  {
    step: "Explore wearables",
    action: "Track sleep, heart rate, activity or glucose to see your own trends.",
    expert: "Sports or sleep medicine",
    priority: "Low",
    href: "/directory?category=wearables",
  },
];

const EXAMPLES =
  "for example LDL cholesterol, blood glucose, sleep and recovery, energy, inflammation and gut health, or longevity";

/** A health question outside the curated topics: honest about the limits, pointing to a doctor and the directory. */
export function generalHealthAnswer(): AnswerParts {
  return {
    kind: "general",
    topics: [],
    summary:
      "I don't have a reviewed guide for that question yet, so I can't give you a reliable answer here. For symptoms or results that worry you, " +
      `your doctor is the right first step. I can help with common biomarkers and health goals, ${EXAMPLES}.`,
    expertInsights: [
      "Bring your questions and any recent test results to your GP; they can decide which tests or specialists make sense for you.",
      "Try rephrasing with the name of a biomarker (such as ApoB, HbA1c or ferritin) or a goal (such as better sleep or more energy).",
    ],
    nextSteps: [
      {
        step: "Talk to your doctor",
        action: "Describe your symptoms or share your results to get advice that fits you.",
        expert: "GP",
        priority: "High",
      },
      ...DIRECTORY_STEPS,
    ],
  };
}

/** Not about health, or an attempt to change the assistant's role: a polite answer that stays in scope. */
export function offTopicAnswer(): AnswerParts {
  return {
    kind: "off_topic",
    topics: [],
    summary:
      "I can only help with questions about health, biomarkers, healthy ageing and the providers listed in this directory. " +
      `Try asking about a biomarker or a health goal, ${EXAMPLES}.`,
    expertInsights: [],
    nextSteps: DIRECTORY_STEPS,
  };
}
