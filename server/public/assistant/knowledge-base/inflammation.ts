import "server-only";
import { clinicsForCondition, labsFor, labsForTestType, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

export const INFLAMMATION_TOPICS: KnowledgeTopic[] = [
  {
    id: "inflammation",
    title: "Inflammation and hs-CRP",
    aliases: {
      strong: [
        "hs crp", "hscrp", "crp", "c reactive protein", "c reaktives protein", "proteine c reactive", "proteina c reactiva", "proteina c reattiva",
        "c reactief proteine", "inflammation", "inflammatory", "inflammaging", "chronic inflammation", "entzundung", "entzundungswerte",
        "entzundungsmarker", "stille entzundung", "inflammatoire", "inflamacion", "inflamatorio", "infiammazione", "infiammatorio", "ontsteking",
        "ontstekingswaarde", "inflammatie",
      ],
      weak: ["swelling", "swollen"],
    },
    summary:
      "Inflammation is the immune system's response to injury or infection; when a low-grade version persists, it is linked to heart disease, " +
      "diabetes and other age-related conditions. High-sensitivity C-reactive protein (hs-CRP) is the blood marker most often used to gauge this " +
      "low-grade inflammation. A single value can be raised by a cold, an injury or hard training, so it is read in context and often repeated.",
    insights: [
      "Cardiologists sometimes use hs-CRP to refine cardiovascular risk, measured while you are well and ideally twice, a few weeks apart.",
      "Common drivers of persistent low-grade inflammation include abdominal fat, smoking, poor sleep, inactivity, gum disease and some gut problems.",
      "Eating patterns rich in vegetables, legumes, whole grains, olive oil, nuts and oily fish, together with regular exercise, are associated with lower inflammatory markers.",
      "A markedly raised CRP points to an acute infection or inflammation and needs a doctor's assessment rather than lifestyle changes.",
    ],
    nextSteps: [
      step("High", "Measure hs-CRP while you are well", "Test when you have had no cold, injury or hard training for a couple of weeks, and repeat a raised value.", "GP", labsFor("hs-crp")),
      step("Medium", "Look for the cause", "A preventive or functional medicine doctor can look at drivers such as abdominal fat, sleep, gut or dental health.", "Functional medicine doctor", practitionersFor("functional-medicine")),
      step("Medium", "Adopt an anti-inflammatory eating pattern", "A nutrition professional can help you build a Mediterranean-style diet around your preferences.", "Dietitian", practitionersFor("nutrition")),
    ],
    facets: {
      labs: { advancedBiomarkers: ["hs-crp"], biomarkers: ["hs-crp"], healthConditions: ["inflammation", "cardiovascular"] },
      clinics: { biomarkers: ["hs-crp"], healthConditions: ["inflammation", "cardiovascular", "metabolic"] },
    },
  },
  {
    id: "homocysteine",
    title: "Homocysteine",
    aliases: {
      strong: ["homocysteine", "homocystein", "homocisteina", "omocisteina", "homocysteïne", "hcy"],
    },
    summary:
      "Homocysteine is an amino acid produced when the body processes methionine from protein. Clearing it depends on folate, vitamin B12 and " +
      "vitamin B6, so a raised level often signals a shortage of these vitamins, reduced kidney function, certain medicines or inherited " +
      "differences. Raised homocysteine is associated with cardiovascular disease and cognitive decline.",
    insights: [
      "Lowering homocysteine with B vitamins has not consistently prevented heart attacks in trials, so doctors treat a high value mainly as a pointer to its cause.",
      "B12, folate and kidney function are usually checked alongside it.",
      "Research on whether B vitamins slow brain ageing in older people with high homocysteine is ongoing.",
    ],
    nextSteps: [
      step("High", "Test it together with B12 and folate", "The three results are interpreted together, often with kidney function.", "GP", labsFor("homocysteine")),
      step("High", "Review the cause with your doctor", "Ask whether diet, medicines, kidney function or inherited factors could explain a raised value.", "GP or internist", clinicsForCondition("cardiovascular")),
      step("Medium", "Eat folate-rich foods", "Leafy greens, legumes and whole grains supply folate; a dietitian can check your intake of B vitamins.", "Dietitian", practitionersFor("nutrition")),
    ],
    facets: {
      labs: { advancedBiomarkers: ["homocysteine"], biomarkers: ["homocysteine"], healthConditions: ["cardiovascular", "nutrient-deficiency"] },
      clinics: { biomarkers: ["homocysteine"], healthConditions: ["cardiovascular", "cognitive"] },
    },
  },
  {
    id: "gut-health",
    title: "Gut health",
    aliases: {
      strong: [
        "gut health", "my gut", "gut issues", "gut problems", "healthy gut", "microbiome", "microbiota", "gut flora", "gut bacteria", "bloating",
        "bloated", "ibs", "irritable bowel", "leaky gut", "darmgesundheit", "darmflora", "mikrobiom", "blahungen", "reizdarm", "sante intestinale",
        "flore intestinale", "microbiote", "ballonnements", "salud intestinal", "flora intestinal", "hinchazon abdominal", "salute intestinale",
        "flora intestinale", "gonfiore addominale", "darmgezondheid", "microbioom", "opgeblazen", "prikkelbare darm", "digestive health",
      ],
      terms: [
        "digestion", "digestive", "verdauung", "digestif", "digestion", "digestivo", "digestione", "spijsvertering", "constipation", "verstopfung",
        "stitichezza", "estrenimiento", "verstopping", "darm", "intestin", "intestino", "darmen", "probiotics", "probiotika", "probiotiques",
        "probioticos", "probiotici", "fermented foods",
      ],
      weak: ["gut", "stomach", "bauch", "ventre", "estomago", "pancia", "buik"],
    },
    summary:
      "Gut health covers how well you digest food and the trillions of microbes living in your intestines — the gut microbiome. These microbes " +
      "help break down fibre, produce compounds that nourish the gut lining and interact with your immune system and metabolism. Research is " +
      "moving fast, but what a 'healthy' microbiome looks like for an individual is not yet well defined.",
    insights: [
      "Dietary fibre and a wide variety of plant foods are the best-supported ways to feed a diverse microbiome; fermented foods may help too.",
      "Consumer microbiome tests describe which microbes are present; they can be interesting and educational but are not diagnostic tools.",
      "Persistent pain, a lasting change in bowel habits, blood in the stool or unexplained weight loss need a doctor, not a test kit.",
      "Sleep, stress and alcohol noticeably affect gut symptoms in many people.",
    ],
    nextSteps: [
      step("High", "See a doctor about persistent symptoms", "Lasting pain, bowel changes, blood in the stool or weight loss should be checked by a doctor first.", "GP or gastroenterologist"),
      step("Medium", "Increase fibre and plant variety", "A dietitian with a gut-health focus can help you add fibre gradually, which many people tolerate better.", "Dietitian", practitionersFor("gut-health")),
      step("Low", "Consider a microbiome test for insight", "Useful for curiosity and motivation rather than diagnosis.", "Laboratory medicine", labsForTestType("microbiome")),
    ],
    facets: {
      labs: { testTypes: ["microbiome", "food-sensitivity"], healthConditions: ["gut-health"] },
      clinics: { healthConditions: ["gut-health"] },
      supplements: { ingredients: ["Probiotics"] },
      foods: { dietaryPreferences: ["Plant-based"], category: ["Organic Foods"] },
      brands: { tags: ["microbiome"], category: ["nutrition"] },
    },
  },
];
