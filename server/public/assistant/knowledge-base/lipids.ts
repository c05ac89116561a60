import "server-only";
import { clinicsForCondition, labsFor, labsForCondition, practitionersFor, directoryHref } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

const CARDIO_CLINICS = { healthConditions: ["cardiovascular"], biomarkers: ["ldl", "apob"] } as const;

export const LIPID_TOPICS: KnowledgeTopic[] = [
  {
    id: "ldl-cholesterol",
    title: "LDL cholesterol",
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
    summary:
      "LDL cholesterol (LDL-C) measures the cholesterol carried in low-density lipoprotein particles. Over the years these particles can " +
      "enter artery walls and build up as plaque (atherosclerosis), which makes LDL-C one of the best-studied and most modifiable markers " +
      "of cardiovascular risk. There is no single good number for everyone: guidelines set a personal target based on your overall risk, " +
      "age, family history and other conditions.",
    insights: [
      "Cardiologists read LDL-C together with your overall risk, not in isolation: the same value can be fine for one person and too high for another.",
      "ApoB counts the plaque-forming particles directly and Lp(a) is largely inherited; many preventive doctors add both to a standard lipid panel, especially with a family history of early heart disease.",
      "An eating pattern rich in fibre, legumes, nuts and unsaturated fats with less saturated fat, regular activity and not smoking helps many people; some also need medication, which is a decision for you and your doctor.",
      "A very high LDL-C, or high values at a young age, can run in families (familial hypercholesterolaemia) and deserves a doctor's assessment.",
    ],
    nextSteps: [
      step(
        "High",
        "Review your lipid panel with a doctor",
        "Ask your GP or a preventive cardiologist to interpret your LDL-C against your personal cardiovascular risk and to agree a target with you.",
        "GP or preventive cardiologist",
        clinicsForCondition("cardiovascular"),
      ),
      step(
        "Medium",
        "Consider ApoB and Lp(a) testing",
        "Extended lipid tests add detail to LDL-C; several labs in the directory offer them as blood tests.",
        "Laboratory medicine",
        labsFor("apob"),
      ),
      step(
        "Medium",
        "Work on diet and activity",
        "A nutrition professional can help you move towards a fibre-rich, heart-healthy eating pattern you can keep up.",
        "Dietitian or nutritionist",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "lpa"], biomarkers: ["ldl", "apob"], healthConditions: ["cardiovascular"] },
      clinics: CARDIO_CLINICS,
      foods: { dietaryPreferences: ["Plant-based", "Vegan"], category: ["Organic Foods"] },
    },
  },
  {
    id: "apob",
    title: "ApoB",
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
    summary:
      "Apolipoprotein B (ApoB) is the protein found on every LDL, VLDL and Lp(a) particle, so its level reflects how many potentially " +
      "plaque-forming particles circulate in your blood. Because it counts particles rather than the cholesterol they carry, ApoB can reveal " +
      "risk that a standard LDL-C result misses, for example when triglycerides are high. European guidelines recognise it as a useful marker alongside LDL-C.",
    insights: [
      "ApoB and LDL-C usually move together; when they disagree, many lipid specialists give more weight to ApoB.",
      "Such disagreement is more common with high triglycerides, insulin resistance, type 2 diabetes or excess weight.",
      "The lifestyle and medical measures that lower LDL-C also lower ApoB, so it is mainly a sharper way of tracking the same risk.",
    ],
    nextSteps: [
      step(
        "High",
        "Add ApoB to your next lipid test",
        "Ask for ApoB alongside a standard lipid panel; several labs in the directory offer it.",
        "GP or lipid specialist",
        labsFor("apob"),
      ),
      step(
        "Medium",
        "Discuss the result in context",
        "A preventive cardiologist can place ApoB within your overall cardiovascular risk and family history.",
        "Preventive cardiologist",
        clinicsForCondition("cardiovascular"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "lpa"], biomarkers: ["apob"], healthConditions: ["cardiovascular"] },
      clinics: CARDIO_CLINICS,
    },
  },
  {
    id: "lipoprotein-a",
    title: "Lp(a)",
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
    summary:
      "Lipoprotein(a), or Lp(a), is an LDL-like particle with an extra protein attached. Its level is set mostly by your genes and stays " +
      "fairly stable through life, and a high level is an independent risk factor for heart attack, stroke and narrowing of the aortic valve. " +
      "European guidelines suggest measuring it at least once in adulthood.",
    insights: [
      "Because Lp(a) is largely inherited, lifestyle changes move it little; doctors use a high value as a reason to take every other risk factor more seriously.",
      "A high result is worth sharing with close relatives, since they may have inherited it too.",
      "Treatments aimed specifically at Lp(a) are being tested in clinical trials; for now the focus is on lowering overall cardiovascular risk.",
    ],
    nextSteps: [
      step(
        "High",
        "Measure Lp(a) once",
        "A single blood test is usually enough, because the level changes little over a lifetime.",
        "GP or lipid specialist",
        labsFor("lpa"),
      ),
      step(
        "High",
        "Review your overall risk with a doctor",
        "If your level is high, ask how it changes your targets for LDL-C, blood pressure and other risk factors.",
        "Preventive cardiologist",
        clinicsForCondition("cardiovascular"),
      ),
      step(
        "Medium",
        "Tell your family",
        "Close relatives may want to ask their own doctor about testing.",
        "Family doctor",
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["lpa", "apob"], healthConditions: ["cardiovascular"] },
      clinics: CARDIO_CLINICS,
    },
  },
  {
    id: "triglycerides",
    title: "Triglycerides",
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
    summary:
      "Triglycerides are the main form in which your body stores fat and carries it in the blood for energy. Raised levels often go along " +
      "with a diet high in refined carbohydrates and alcohol, excess weight, insulin resistance and some medicines or conditions, and they " +
      "add to cardiovascular risk. Very high levels can also inflame the pancreas, which needs medical attention.",
    insights: [
      "Triglycerides react quickly to recent meals and drinks, so many labs ask for a fasting sample or a repeat test before drawing conclusions.",
      "High triglycerides together with low HDL often point doctors towards insulin resistance, so they may also check glucose, HbA1c and waist size.",
      "Cutting back on alcohol and sugary drinks, exercising regularly and losing excess weight are among the most reliable ways to lower them.",
      "Omega-3 fatty acids are sometimes used for high triglycerides under medical supervision; ask your doctor rather than treating yourself.",
    ],
    nextSteps: [
      step(
        "High",
        "Repeat and interpret the test",
        "Ask your doctor whether a fasting repeat test is needed and how the result fits with your other lipids.",
        "GP",
      ),
      step(
        "Medium",
        "Check your metabolic markers",
        "HbA1c and fasting insulin show whether blood sugar regulation plays a part.",
        "GP or endocrinologist",
        labsFor("hba1c"),
      ),
      step(
        "Medium",
        "Review drinks and diet",
        "A dietitian can help you reduce alcohol, sugary drinks and refined carbohydrates in a way that lasts.",
        "Dietitian",
        practitionersFor("nutrition"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob", "hba1c", "insulin"], healthConditions: ["cardiovascular", "metabolic"] },
      clinics: { healthConditions: ["metabolic", "cardiovascular"] },
    },
  },
  {
    id: "hdl-cholesterol",
    title: "HDL cholesterol",
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
    summary:
      "HDL cholesterol is often called the 'good' cholesterol because HDL particles help carry cholesterol away from artery walls back to " +
      "the liver. A low HDL usually travels with other risk factors such as insulin resistance, inactivity or smoking. A very high HDL is " +
      "not necessarily extra protective, and medicines that only raise HDL have largely failed to prevent heart attacks in trials.",
    insights: [
      "Doctors read HDL as part of the whole lipid picture; non-HDL cholesterol and the ratio of total cholesterol to HDL are often more informative than HDL alone.",
      "Regular aerobic exercise, not smoking and losing excess weight tend to raise HDL modestly.",
      "Low HDL with high triglycerides is a common pattern of insulin resistance.",
    ],
    nextSteps: [
      step(
        "High",
        "Look at the whole lipid panel",
        "Ask your doctor how your HDL, LDL-C, triglycerides and overall risk fit together.",
        "GP or preventive cardiologist",
        clinicsForCondition("cardiovascular"),
      ),
      step(
        "Medium",
        "Check your metabolic health",
        "HbA1c and fasting insulin show whether insulin resistance is part of the picture.",
        "GP",
        labsForCondition("metabolic"),
      ),
      step(
        "Medium",
        "Move more, most days",
        "Regular aerobic activity is one of the few reliable ways to raise HDL; a tracker can help you keep it up.",
        "Sports medicine doctor or coach",
        directoryHref("wearables"),
      ),
    ],
    facets: {
      labs: { advancedBiomarkers: ["apob"], healthConditions: ["cardiovascular", "metabolic"] },
      clinics: { healthConditions: ["cardiovascular", "metabolic"] },
      wearables: { trackingCapabilities: ["Activity", "Training load"] },
    },
  },
];
