import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const en: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "LDL cholesterol",
    summary:
      "LDL cholesterol (LDL-C) measures the cholesterol carried in low-density lipoprotein particles. Over the years these particles can enter artery walls and build up as plaque (atherosclerosis), which makes LDL-C one of the best-studied and most modifiable markers of cardiovascular risk. There is no single good number for everyone: guidelines set a personal target based on your overall risk, age, family history and other conditions.",
    insights: [
      "Cardiologists read LDL-C together with your overall risk, not in isolation: the same value can be fine for one person and too high for another.",
      "ApoB counts the plaque-forming particles directly and Lp(a) is largely inherited; many preventive doctors add both to a standard lipid panel, especially with a family history of early heart disease.",
      "An eating pattern rich in fibre, legumes, nuts and unsaturated fats with less saturated fat, regular activity and not smoking helps many people; some also need medication, which is a decision for you and your doctor.",
      "A very high LDL-C, or high values at a young age, can run in families (familial hypercholesterolaemia) and deserves a doctor's assessment.",
    ],
    steps: [
      [
        "Review your lipid panel with a doctor",
        "Ask your GP or a preventive cardiologist to interpret your LDL-C against your personal cardiovascular risk and to agree a target with you.",
      ],
      [
        "Consider ApoB and Lp(a) testing",
        "Extended lipid tests add detail to LDL-C; several labs in the directory offer them as blood tests.",
      ],
      [
        "Work on diet and activity",
        "A nutrition professional can help you move towards a fibre-rich, heart-healthy eating pattern you can keep up.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "Apolipoprotein B (ApoB) is the protein found on every LDL, VLDL and Lp(a) particle, so its level reflects how many potentially plaque-forming particles circulate in your blood. Because it counts particles rather than the cholesterol they carry, ApoB can reveal risk that a standard LDL-C result misses, for example when triglycerides are high. European guidelines recognise it as a useful marker alongside LDL-C.",
    insights: [
      "ApoB and LDL-C usually move together; when they disagree, many lipid specialists give more weight to ApoB.",
      "Such disagreement is more common with high triglycerides, insulin resistance, type 2 diabetes or excess weight.",
      "The lifestyle and medical measures that lower LDL-C also lower ApoB, so it is mainly a sharper way of tracking the same risk.",
    ],
    steps: [
      [
        "Add ApoB to your next lipid test",
        "Ask for ApoB alongside a standard lipid panel; several labs in the directory offer it.",
      ],
      [
        "Discuss the result in context",
        "A preventive cardiologist can place ApoB within your overall cardiovascular risk and family history.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "Lipoprotein(a), or Lp(a), is an LDL-like particle with an extra protein attached. Its level is set mostly by your genes and stays fairly stable through life, and a high level is an independent risk factor for heart attack, stroke and narrowing of the aortic valve. European guidelines suggest measuring it at least once in adulthood.",
    insights: [
      "Because Lp(a) is largely inherited, lifestyle changes move it little; doctors use a high value as a reason to take every other risk factor more seriously.",
      "A high result is worth sharing with close relatives, since they may have inherited it too.",
      "Treatments aimed specifically at Lp(a) are being tested in clinical trials; for now the focus is on lowering overall cardiovascular risk.",
    ],
    steps: [
      [
        "Measure Lp(a) once",
        "A single blood test is usually enough, because the level changes little over a lifetime.",
      ],
      [
        "Review your overall risk with a doctor",
        "If your level is high, ask how it changes your targets for LDL-C, blood pressure and other risk factors.",
      ],
      ["Tell your family", "Close relatives may want to ask their own doctor about testing."],
    ],
  },
  triglycerides: {
    title: "Triglycerides",
    summary:
      "Triglycerides are the main form in which your body stores fat and carries it in the blood for energy. Raised levels often go along with a diet high in refined carbohydrates and alcohol, excess weight, insulin resistance and some medicines or conditions, and they add to cardiovascular risk. Very high levels can also inflame the pancreas, which needs medical attention.",
    insights: [
      "Triglycerides react quickly to recent meals and drinks, so many labs ask for a fasting sample or a repeat test before drawing conclusions.",
      "High triglycerides together with low HDL often point doctors towards insulin resistance, so they may also check glucose, HbA1c and waist size.",
      "Cutting back on alcohol and sugary drinks, exercising regularly and losing excess weight are among the most reliable ways to lower them.",
      "Omega-3 fatty acids are sometimes used for high triglycerides under medical supervision; ask your doctor rather than treating yourself.",
    ],
    steps: [
      [
        "Repeat and interpret the test",
        "Ask your doctor whether a fasting repeat test is needed and how the result fits with your other lipids.",
      ],
      ["Check your metabolic markers", "HbA1c and fasting insulin show whether blood sugar regulation plays a part."],
      [
        "Review drinks and diet",
        "A dietitian can help you reduce alcohol, sugary drinks and refined carbohydrates in a way that lasts.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "HDL cholesterol",
    summary:
      "HDL cholesterol is often called the 'good' cholesterol because HDL particles help carry cholesterol away from artery walls back to the liver. A low HDL usually travels with other risk factors such as insulin resistance, inactivity or smoking. A very high HDL is not necessarily extra protective, and medicines that only raise HDL have largely failed to prevent heart attacks in trials.",
    insights: [
      "Doctors read HDL as part of the whole lipid picture; non-HDL cholesterol and the ratio of total cholesterol to HDL are often more informative than HDL alone.",
      "Regular aerobic exercise, not smoking and losing excess weight tend to raise HDL modestly.",
      "Low HDL with high triglycerides is a common pattern of insulin resistance.",
    ],
    steps: [
      [
        "Look at the whole lipid panel",
        "Ask your doctor how your HDL, LDL-C, triglycerides and overall risk fit together.",
      ],
      [
        "Check your metabolic health",
        "HbA1c and fasting insulin show whether insulin resistance is part of the picture.",
      ],
      [
        "Move more, most days",
        "Regular aerobic activity is one of the few reliable ways to raise HDL; a tracker can help you keep it up.",
      ],
    ],
  },
  homocysteine: {
    title: "Homocysteine",
    summary:
      "Homocysteine is an amino acid produced when the body processes methionine from protein. Clearing it depends on folate, vitamin B12 and vitamin B6, so a raised level often signals a shortage of these vitamins, reduced kidney function, certain medicines or inherited differences. Raised homocysteine is associated with cardiovascular disease and cognitive decline.",
    insights: [
      "Lowering homocysteine with B vitamins has not consistently prevented heart attacks in trials, so doctors treat a high value mainly as a pointer to its cause.",
      "B12, folate and kidney function are usually checked alongside it.",
      "Research on whether B vitamins slow brain ageing in older people with high homocysteine is ongoing.",
    ],
    steps: [
      [
        "Test it together with B12 and folate",
        "The three results are interpreted together, often with kidney function.",
      ],
      [
        "Review the cause with your doctor",
        "Ask whether diet, medicines, kidney function or inherited factors could explain a raised value.",
      ],
      [
        "Eat folate-rich foods",
        "Leafy greens, legumes and whole grains supply folate; a dietitian can check your intake of B vitamins.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Blood pressure",
    summary:
      "Blood pressure is the force of blood against the artery walls, written as two numbers: systolic (when the heart beats) over diastolic (between beats), in mmHg. High blood pressure rarely causes symptoms, yet over years it is one of the largest risk factors for stroke, heart attack, kidney disease and dementia. Lifestyle changes lower it for many people, and medicines are well studied when they are needed.",
    insights: [
      "A single high reading in a clinic proves little; doctors confirm high blood pressure with repeated measurements, often at home or with a 24-hour monitor.",
      "Less salt, more vegetables, fruit and legumes, regular exercise, limiting alcohol and losing excess weight each lower blood pressure by a few points, and together they can add up.",
      "Home monitors with an upper-arm cuff that have been clinically validated give more reliable readings than wrist devices.",
      "Whether and when to start medicine depends on your levels and overall risk; that decision belongs with your doctor.",
    ],
    steps: [
      [
        "Have your blood pressure checked",
        "Ask your GP to measure it and to explain your numbers against your overall heart risk.",
      ],
      [
        "Measure at home for a week",
        "A validated upper-arm monitor, used at the same times each day, gives your doctor a truer picture than one clinic reading.",
      ],
      [
        "Cut salt and move more",
        "A nutrition professional can help you follow a pattern such as the DASH or Mediterranean diet in everyday meals.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Coronary calcium score and heart scans",
    summary:
      "A coronary artery calcium (CAC) score comes from a low-dose CT scan of the heart that measures calcified plaque in the coronary arteries. A score of zero means little calcified plaque, while higher scores mean more atherosclerosis and a higher risk of heart attack. It is mainly used for people at intermediate risk, to help decide how intensively to treat risk factors; it is not a screening test for everyone.",
    insights: [
      "A calcium score shows plaque that has already hardened; soft plaque is not visible, so a score of zero lowers risk but does not rule it out, especially in younger people and smokers.",
      "The scan involves a small dose of radiation, and findings outside the heart can lead to further tests, so it is worth discussing whether the result would change anything for you.",
      "CT angiography with contrast shows the arteries in more detail and is usually ordered for symptoms rather than as a check-up.",
    ],
    steps: [
      [
        "Ask whether a calcium score fits your risk",
        "A GP or preventive cardiologist can say whether the result would change your treatment before you book a scan.",
      ],
      [
        "Understand what the scan involves",
        "A radiologist can explain the radiation dose, what the report shows and what it cannot show.",
      ],
      [
        "Pair it with your blood lipids",
        "ApoB and Lp(a) complete the picture of the particles that build plaque; several labs in the directory test them.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Heart rhythm and atrial fibrillation",
    summary:
      "Palpitations, the feeling of a racing, pounding or skipping heartbeat, are common and often harmless, for example after caffeine, alcohol, stress or poor sleep. Atrial fibrillation (AFib) is the most common lasting rhythm disorder: the upper chambers beat irregularly, which can go unnoticed and raises the risk of stroke. Palpitations with chest pain, fainting or severe breathlessness need emergency care.",
    insights: [
      "Doctors diagnose rhythm problems from an ECG recorded while the symptoms happen, so a longer recording or a watch ECG can help catch episodes that come and go.",
      "Smartwatch and ring alerts about an irregular rhythm can be useful prompts, but they give false alarms and miss episodes; a medical ECG confirms the diagnosis.",
      "The risk of atrial fibrillation rises with age, high blood pressure, sleep apnoea, heavy drinking and excess weight, and treating these lowers it.",
    ],
    steps: [
      [
        "Get recurring palpitations checked",
        "Your GP or a cardiologist can record an ECG and decide whether longer monitoring is needed.",
      ],
      [
        "Record an episode when it happens",
        "Some watches can take a single-lead ECG; share the recordings with your doctor rather than interpreting them alone.",
      ],
      [
        "Note your triggers",
        "Write down caffeine, alcohol, sleep and stress around each episode to discuss with your doctor.",
      ],
    ],
  },
  statins: {
    title: "Statins and cholesterol-lowering medicines",
    summary:
      "Statins lower LDL cholesterol by reducing how much cholesterol the liver makes, and large trials show they reduce heart attacks and strokes, most clearly in people at higher risk. Other medicines, such as ezetimibe and PCSK9 inhibitors, can be added or used instead. Whether a medicine makes sense depends on your overall cardiovascular risk, which is a decision to take with your doctor.",
    insights: [
      "The benefit depends mostly on how high your risk is and how much LDL falls; guidelines use risk scores, and sometimes a calcium score or Lp(a), to decide.",
      "Muscle aches are the best-known complaint; in blinded trials most of them occur as often with a placebo, but true side effects exist and deserve attention.",
      "Never stop or change a prescribed medicine on your own; if side effects bother you, a doctor can often switch the medicine or adjust the treatment.",
    ],
    steps: [
      [
        "Discuss your overall risk",
        "A GP or preventive cardiologist can estimate your risk and explain what a medicine would and would not change for you.",
      ],
      [
        "Raise side effects openly",
        "Tell your doctor or pharmacist about any symptoms or other medicines and supplements you take.",
      ],
      [
        "Follow up with blood tests",
        "Lipid tests, including ApoB, show how well the treatment works; labs in the directory offer them.",
      ],
    ],
  },
};
