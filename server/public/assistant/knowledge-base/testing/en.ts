import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const en: TopicTexts<TestingId> = {
  longevity: {
    title: "Longevity and healthy ageing",
    summary:
      "Longevity medicine aims to extend healthspan — the years lived in good health — not just lifespan. The strongest evidence still points to the basics: regular exercise including strength training, not smoking, a mostly plant-rich diet, good sleep, a healthy weight, limited alcohol and strong social ties, combined with early detection and treatment of cardiovascular risk, diabetes and cancer. Many newer interventions, including supplements marketed against ageing, are still being studied in humans.",
    insights: [
      "Preventive doctors focus on the main causes of death and disability — heart disease, cancer, metabolic disease and neurodegeneration — and track markers such as ApoB, HbA1c, blood pressure, fitness and muscle strength.",
      "Cardiorespiratory fitness and muscle strength are among the strongest predictors of healthy ageing, and both can be trained at any age.",
      "Evidence for most anti-ageing supplements in humans is still limited; discuss any supplement with a doctor, especially if you take medication.",
      "Screening programmes, for example for bowel, breast and cervical cancer, are proven tools for a longer life and worth keeping up to date.",
    ],
    steps: [
      [
        "Get a baseline health check",
        "A preventive or longevity clinic can assess cardiovascular, metabolic and cancer risk as a starting point.",
      ],
      [
        "Measure key biomarkers",
        "ApoB, Lp(a), HbA1c, hs-CRP and vitamin D are common starting points; labs in the directory offer them.",
      ],
      [
        "Train fitness and strength",
        "Aerobic fitness and muscle strength are among the strongest predictors of healthy ageing; a wearable helps you follow progress.",
      ],
    ],
  },
  "biological-age": {
    title: "Biological age",
    summary:
      "Biological age tests estimate how old your body behaves compared with your calendar age. The most common are epigenetic clocks, which read chemical marks (DNA methylation) on your genes; others use telomere length, glycans or standard blood markers. They are promising research tools, but results can differ between tests and even between repeat samples, and they are not yet validated for making medical decisions.",
    insights: [
      "Different clocks measure different things, so compare results only from the same test over time.",
      "Established markers such as blood pressure, ApoB, HbA1c, fitness and strength remain better guides for what to change.",
      "Smoking, obesity, poor sleep and inactivity are associated with older biological-age estimates.",
    ],
    steps: [
      [
        "Start with proven markers",
        "Blood pressure, ApoB, HbA1c and fitness tell you more about what to change than any single age estimate.",
      ],
      [
        "Discuss results with a longevity doctor",
        "They can put a biological-age estimate in context with your other results.",
      ],
      [
        "If you test, use the same test over time",
        "Different tests are not comparable; repeat with the same provider to see a trend.",
      ],
    ],
  },
};
