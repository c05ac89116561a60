import "server-only";
import { clinicsForSpecialty, directoryHref, labsFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

export const LONGEVITY_TOPICS: KnowledgeTopic[] = [
  {
    id: "longevity",
    title: "Longevity and healthy ageing",
    aliases: {
      strong: [
        "longevity",
        "live longer",
        "living longer",
        "healthy ageing",
        "healthy aging",
        "lifespan",
        "healthspan",
        "anti ageing",
        "anti aging",
        "age well",
        "ageing well",
        "aging well",
        "langlebigkeit",
        "langer leben",
        "gesund altern",
        "longevite",
        "vivre plus longtemps",
        "bien vieillir",
        "longevidad",
        "vivir mas",
        "envejecimiento saludable",
        "longevita",
        "vivere piu a lungo",
        "invecchiamento sano",
        "levensduur",
        "langer leven",
        "gezond ouder worden",
        "lang leven",
        "nad+",
        "nmn",
        "urolithin",
        "rapamycin",
      ],
      terms: [
        "ageing",
        "aging",
        "alterung",
        "vieillissement",
        "envejecimiento",
        "envejecer",
        "invecchiamento",
        "veroudering",
        "ouder worden",
      ],
    },
    summary:
      "Longevity medicine aims to extend healthspan — the years lived in good health — not just lifespan. The strongest evidence still points to " +
      "the basics: regular exercise including strength training, not smoking, a mostly plant-rich diet, good sleep, a healthy weight, limited " +
      "alcohol and strong social ties, combined with early detection and treatment of cardiovascular risk, diabetes and cancer. Many newer " +
      "interventions, including supplements marketed against ageing, are still being studied in humans.",
    insights: [
      "Preventive doctors focus on the main causes of death and disability — heart disease, cancer, metabolic disease and neurodegeneration — and track markers such as ApoB, HbA1c, blood pressure, fitness and muscle strength.",
      "Cardiorespiratory fitness and muscle strength are among the strongest predictors of healthy ageing, and both can be trained at any age.",
      "Evidence for most anti-ageing supplements in humans is still limited; discuss any supplement with a doctor, especially if you take medication.",
      "Screening programmes, for example for bowel, breast and cervical cancer, are proven tools for a longer life and worth keeping up to date.",
    ],
    nextSteps: [
      step(
        "High",
        "Get a baseline health check",
        "A preventive or longevity clinic can assess cardiovascular, metabolic and cancer risk as a starting point.",
        "Preventive or longevity medicine doctor",
        clinicsForSpecialty("longevity"),
      ),
      step(
        "Medium",
        "Measure key biomarkers",
        "ApoB, Lp(a), HbA1c, hs-CRP and vitamin D are common starting points; labs in the directory offer them.",
        "GP or longevity doctor",
        labsFor("apob"),
      ),
      step(
        "Medium",
        "Train fitness and strength",
        "Aerobic fitness and muscle strength are among the strongest predictors of healthy ageing; a wearable helps you follow progress.",
        "Coach or sports medicine doctor",
        directoryHref("wearables"),
      ),
    ],
    facets: {
      clinics: { specialties: ["longevity", "biohacking"], tags: ["longevity", "check-up"] },
      labs: { advancedBiomarkers: ["apob", "lpa", "hba1c", "hs-crp", "biological-age"] },
      supplements: { category: ["longevity"] },
      wearables: { trackingCapabilities: ["VO2 max estimate", "HRV"] },
      brands: { categories: ["biohacking"], category: ["biohacking"] },
    },
  },
  {
    id: "biological-age",
    title: "Biological age",
    aliases: {
      strong: [
        "biological age",
        "bio age",
        "biologic age",
        "epigenetic age",
        "epigenetic clock",
        "epigenetic",
        "dna methylation",
        "telomere",
        "telomeres",
        "telomerlange",
        "glycan age",
        "glycanage",
        "pace of ageing",
        "pace of aging",
        "dunedinpace",
        "biologisches alter",
        "epigenetisch",
        "age biologique",
        "epigenetique",
        "edad biologica",
        "epigenetica",
        "eta biologica",
        "biologische leeftijd",
        "epigenetisch",
        "how old is my body",
      ],
    },
    summary:
      "Biological age tests estimate how old your body behaves compared with your calendar age. The most common are epigenetic clocks, which read " +
      "chemical marks (DNA methylation) on your genes; others use telomere length, glycans or standard blood markers. They are promising research " +
      "tools, but results can differ between tests and even between repeat samples, and they are not yet validated for making medical decisions.",
    insights: [
      "Different clocks measure different things, so compare results only from the same test over time.",
      "Established markers such as blood pressure, ApoB, HbA1c, fitness and strength remain better guides for what to change.",
      "Smoking, obesity, poor sleep and inactivity are associated with older biological-age estimates.",
    ],
    nextSteps: [
      step(
        "High",
        "Start with proven markers",
        "Blood pressure, ApoB, HbA1c and fitness tell you more about what to change than any single age estimate.",
        "GP or longevity doctor",
        labsFor("apob"),
      ),
      step(
        "Medium",
        "Discuss results with a longevity doctor",
        "They can put a biological-age estimate in context with your other results.",
        "Longevity medicine doctor",
        clinicsForSpecialty("longevity"),
      ),
      step(
        "Low",
        "If you test, use the same test over time",
        "Different tests are not comparable; repeat with the same provider to see a trend.",
        "Laboratory medicine",
        labsFor("biological-age"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["biological-age", "telomere-length"], testTypes: ["epigenetic"] },
      clinics: { specialties: ["longevity"] },
    },
  },
];
