import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const en: TopicTexts<OrganId> = {
  inflammation: {
    title: "Inflammation and hs-CRP",
    summary:
      "Inflammation is the immune system's response to injury or infection; when a low-grade version persists, it is linked to heart disease, diabetes and other age-related conditions. High-sensitivity C-reactive protein (hs-CRP) is the blood marker most often used to gauge this low-grade inflammation. A single value can be raised by a cold, an injury or hard training, so it is read in context and often repeated.",
    insights: [
      "Cardiologists sometimes use hs-CRP to refine cardiovascular risk, measured while you are well and ideally twice, a few weeks apart.",
      "Common drivers of persistent low-grade inflammation include abdominal fat, smoking, poor sleep, inactivity, gum disease and some gut problems.",
      "Eating patterns rich in vegetables, legumes, whole grains, olive oil, nuts and oily fish, together with regular exercise, are associated with lower inflammatory markers.",
      "A markedly raised CRP points to an acute infection or inflammation and needs a doctor's assessment rather than lifestyle changes.",
    ],
    steps: [
      [
        "Measure hs-CRP while you are well",
        "Test when you have had no cold, injury or hard training for a couple of weeks, and repeat a raised value.",
      ],
      [
        "Look for the cause",
        "A preventive or functional medicine doctor can look at drivers such as abdominal fat, sleep, gut or dental health.",
      ],
      [
        "Adopt an anti-inflammatory eating pattern",
        "A nutrition professional can help you build a Mediterranean-style diet around your preferences.",
      ],
    ],
  },
  "gut-health": {
    title: "Gut health",
    summary:
      "Gut health covers how well you digest food and the trillions of microbes living in your intestines — the gut microbiome. These microbes help break down fibre, produce compounds that nourish the gut lining and interact with your immune system and metabolism. Research is moving fast, but what a 'healthy' microbiome looks like for an individual is not yet well defined.",
    insights: [
      "Dietary fibre and a wide variety of plant foods are the best-supported ways to feed a diverse microbiome; fermented foods may help too.",
      "Consumer microbiome tests describe which microbes are present; they can be interesting and educational but are not diagnostic tools.",
      "Persistent pain, a lasting change in bowel habits, blood in the stool or unexplained weight loss need a doctor, not a test kit.",
      "Sleep, stress and alcohol noticeably affect gut symptoms in many people.",
    ],
    steps: [
      [
        "See a doctor about persistent symptoms",
        "Lasting pain, bowel changes, blood in the stool or weight loss should be checked by a doctor first.",
      ],
      [
        "Increase fibre and plant variety",
        "A dietitian with a gut-health focus can help you add fibre gradually, which many people tolerate better.",
      ],
      ["Consider a microbiome test for insight", "Useful for curiosity and motivation rather than diagnosis."],
    ],
  },
  "liver-enzymes": {
    title: "Liver enzymes (ALT, GGT)",
    summary:
      "ALT and GGT are enzymes measured in a standard liver panel. ALT rises when liver cells are stressed or damaged, and GGT is sensitive to alcohol, some medicines and bile-duct problems. The most common reason for mildly raised liver enzymes in Europe today is fat building up in the liver, linked to excess weight, insulin resistance and alcohol.",
    insights: [
      "Liver enzymes can be temporarily raised after intense exercise, alcohol, some medicines or supplements, so a mildly abnormal result is usually repeated.",
      "Fatty liver often causes no symptoms; doctors may use an ultrasound or non-invasive scores to assess it.",
      "Weight loss, less alcohol, fewer sugary drinks and regular exercise can substantially improve fatty liver.",
      "Herbal and bodybuilding supplements are a recognised cause of liver injury; tell your doctor about everything you take.",
    ],
    steps: [
      [
        "Repeat and review with a doctor",
        "Ask whether the result needs repeating and what could explain it, including alcohol, medicines and supplements.",
      ],
      ["Test a full liver and metabolic panel", "Liver enzymes are best read with glucose, lipids and HbA1c."],
      ["Cut back on alcohol and sugary drinks", "A dietitian can help you make changes that last."],
    ],
  },
  "kidney-egfr": {
    title: "Kidney function (eGFR)",
    summary:
      "eGFR (estimated glomerular filtration rate) estimates how well your kidneys filter waste from the blood. It is calculated from creatinine, and sometimes cystatin C, together with your age and sex. Kidney function declines slowly with age, high blood pressure and diabetes are the most common causes of chronic kidney disease, and early kidney disease usually causes no symptoms — which is why tests matter.",
    insights: [
      "Creatinine depends on muscle mass, so very muscular people or those taking creatine can show a lower eGFR without kidney disease; cystatin C helps clarify.",
      "A urine albumin-to-creatinine ratio picks up early kidney damage that eGFR can miss.",
      "Controlling blood pressure and blood sugar, not smoking and caution with regular use of painkillers such as NSAIDs help protect kidney function.",
    ],
    steps: [
      ["Review eGFR together with a urine test", "Ask your doctor whether a urine albumin test should be added."],
      ["Know your blood pressure", "Measure it regularly; home monitors from medical-device brands make this easy."],
      ["Check medicines and supplements", "A pharmacist can review what you take for effects on the kidneys."],
    ],
  },
};
