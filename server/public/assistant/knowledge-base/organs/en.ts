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
  "bone-density": {
    title: "Bone density and osteoporosis",
    summary:
      "Bone density peaks in early adulthood and then slowly declines, faster in women after menopause. Osteoporosis means bones have become thin and fragile, so they break more easily, often without warning signs until a fracture happens. A DEXA scan measures bone density and, together with age, sex and risk factors, helps doctors estimate fracture risk. Exercise, nutrition and, where needed, medicines can reduce that risk.",
    insights: [
      "Risk factors include early menopause, low body weight, smoking, heavy drinking, long-term steroid use, some conditions and a parent with a hip fracture.",
      "Weight-bearing and resistance exercise stimulate bone, and balance training lowers the risk of falls, which cause most fractures.",
      "Enough calcium from food, vitamin D and protein support bones; supplements are best chosen with a doctor, since more is not always better.",
    ],
    steps: [
      [
        "Ask whether a bone density scan is due",
        "Your GP can assess your risk factors and decide whether a DEXA scan makes sense for you.",
      ],
      [
        "Check vitamin D and your diet",
        "A vitamin D test and a look at your calcium and protein intake show whether anything is missing.",
      ],
      [
        "Load your bones and train balance",
        "A physiotherapist or trainer can build a safe programme of strength, impact and balance exercises.",
      ],
    ],
  },
  hearing: {
    title: "Hearing and tinnitus",
    summary:
      "Hearing loss is very common with age and noise exposure, and it often develops so gradually that others notice it first. Untreated hearing loss is linked to social isolation and is one of the largest modifiable risk factors for dementia in major reviews; whether hearing aids lower that risk is being studied, with encouraging results. Tinnitus, a ringing or buzzing in the ears, has many causes and deserves a check, especially if it is on one side.",
    insights: [
      "A hearing test is quick and painless; many pharmacies and hearing care providers offer one.",
      "Modern hearing aids are small and effective, yet many people wait years before trying them.",
      "Sudden hearing loss in one ear is an emergency for an ear specialist, ideally within a day or two.",
      "Noise is the most preventable cause: limit loud volumes and use hearing protection at concerts, with power tools and in noisy workplaces.",
    ],
    steps: [
      ["Get a hearing test", "A hearing care professional can test your hearing and explain the results and options."],
      [
        "See a doctor quickly for sudden changes",
        "Sudden hearing loss, one-sided tinnitus or ear pain need a GP or ENT doctor without delay.",
      ],
      ["Protect your ears from noise", "Earplugs for concerts, travel and sleep are listed in the directory."],
    ],
  },
  "eye-health": {
    title: "Eye health and vision",
    summary:
      "Many eye diseases that threaten sight, such as glaucoma, macular degeneration and diabetic eye disease, cause no symptoms at first, which is why regular eye examinations matter, especially after 40 and with diabetes, high blood pressure or a family history. Cataracts, a clouding of the lens, are common with age and are treated effectively with surgery. Smoking, uncontrolled diabetes and UV light increase risks to the eyes.",
    insights: [
      "Eye-pressure measurement and a look at the optic nerve and retina can detect glaucoma early, before vision is lost.",
      "Controlling blood sugar and blood pressure protects the small blood vessels of the retina.",
      "Sudden loss of vision, a curtain over part of the view, new flashes and floaters or a painful red eye need same-day medical care.",
    ],
    steps: [
      [
        "Have regular eye examinations",
        "An ophthalmologist or optometrist can advise how often you need a check based on your age and risks.",
      ],
      [
        "Keep blood sugar and blood pressure in range",
        "Your GP can check HbA1c and blood pressure, both important for the eyes.",
      ],
      [
        "Know the warning signs",
        "Sudden vision changes are urgent; ask your GP which symptoms mean you should seek care the same day.",
      ],
    ],
  },
  "skin-health": {
    title: "Skin health and skin ageing",
    summary:
      "Most visible skin ageing, such as wrinkles, pigment spots and loss of elasticity, is caused by sunlight rather than age alone, and UV exposure is also the main cause of skin cancer. Daily sun protection, not smoking and a healthy lifestyle are the best-supported ways to keep skin healthy. Some treatments, such as topical retinoids, have good evidence for sun damage, while many creams and supplements make claims with little proof.",
    insights: [
      "Check your skin regularly: a mole that changes in size, shape or colour, bleeds or looks different from the others should be seen by a doctor.",
      "Broad-spectrum sunscreen, shade and clothing protect best; a tan is a sign of skin damage.",
      "Some medicines make the skin more sensitive to the sun; a pharmacist can tell you whether yours do.",
    ],
    steps: [
      ["Have changing moles checked", "A dermatologist can examine your skin and advise how often you need a check."],
      [
        "Choose treatments with evidence",
        "A dermatologist can explain which treatments for sun damage and ageing are proven; clinics in the directory offer skin services.",
      ],
      [
        "Stop smoking and review your medicines",
        "Smoking speeds up skin ageing; your GP can help you quit and check medicines that increase sun sensitivity.",
      ],
    ],
  },
  "oral-health": {
    title: "Oral health and gum disease",
    summary:
      "Gum disease (periodontitis) is common in adults and often painless at first; signs include bleeding gums, bad breath and receding or loose teeth. Beyond tooth loss, it is associated with diabetes and cardiovascular disease: treating gum disease improves blood sugar control in people with diabetes, while whether it prevents heart disease is still being studied. Daily cleaning and regular dental check-ups prevent most problems.",
    insights: [
      "Bleeding gums when brushing are not normal; they are an early sign of gum inflammation that a dentist can treat.",
      "Brushing twice a day with fluoride toothpaste and cleaning between the teeth are the foundations.",
      "Smoking and poorly controlled diabetes greatly increase the risk of gum disease.",
    ],
    steps: [
      [
        "See a dentist regularly",
        "A dental check-up and professional cleaning find gum disease early; ask how often you need them.",
      ],
      [
        "Look at the bigger picture",
        "If you have gum disease, ask your GP whether blood sugar or inflammation markers should be checked.",
      ],
      [
        "Clean between your teeth every day",
        "Your dentist or dental hygienist can show you the right floss or brushes for your teeth.",
      ],
    ],
  },
  "lung-health": {
    title: "Lung health and breathing",
    summary:
      "Lung function peaks in early adulthood and declines slowly with age, much faster with smoking. Chronic conditions such as asthma and COPD are common and often underdiagnosed; a simple breathing test (spirometry) can detect them. Not smoking, avoiding polluted air where possible, staying physically active and getting recommended vaccinations protect the lungs. Sudden severe breathlessness or chest pain is an emergency.",
    insights: [
      "A cough lasting more than a few weeks, wheezing or breathlessness with everyday activities deserve a medical check.",
      "Stopping smoking at any age slows the decline in lung function.",
      "Regular aerobic exercise does not repair the lungs, but it improves fitness and how breathless you feel during activity; pulmonary rehabilitation helps people with lung disease.",
    ],
    steps: [
      [
        "Get persistent symptoms checked",
        "Your GP can arrange a spirometry test if you have a lasting cough, wheezing or breathlessness.",
      ],
      ["Stop smoking, with support", "Smoking cessation services more than double the chance of quitting for good."],
      [
        "Stay active",
        "A GP or physiotherapist can suggest a safe activity plan; wearables in the directory track activity and fitness.",
      ],
    ],
  },
  "immune-system": {
    title: "Immune system",
    summary:
      "The immune system protects against infections and also clears damaged cells; it becomes less effective and more prone to low-grade inflammation with age. Sleep, regular physical activity, a varied diet, not smoking, moderate alcohol and recommended vaccinations are the best-supported ways to keep it working well. Products sold to 'boost' immunity mostly lack evidence, except for correcting a true deficiency such as low vitamin D.",
    insights: [
      "Frequent, severe or unusual infections are a reason to see a doctor, who may check blood counts, antibodies or other causes.",
      "Short sleep increases the chance of catching a cold after exposure in studies.",
      "Vaccines for influenza, pneumococcus, shingles and others become more important with age; your doctor can tell you which apply to you.",
    ],
    steps: [
      [
        "See a doctor about frequent infections",
        "Your GP can look for underlying causes and check your vaccination status.",
      ],
      [
        "Check for real deficiencies",
        "Vitamin D, iron and B12 tests show whether anything is missing; labs in the directory offer them.",
      ],
      ["Eat a varied diet", "A dietitian can help you cover your needs with vegetables, fruit, protein and fibre."],
    ],
  },
  alcohol: {
    title: "Alcohol and health",
    summary:
      "Alcohol raises the risk of several cancers, high blood pressure, atrial fibrillation, liver disease and accidents, and it disturbs sleep. The earlier idea that moderate drinking protects the heart has been weakened by newer research, and health authorities now say that less is better and no amount is risk-free. Cutting down brings benefits for blood pressure, sleep, weight and liver health within weeks.",
    insights: [
      "Alcohol-free days, smaller glasses and tracking what you drink help many people cut down.",
      "Liver enzymes such as GGT can reflect heavy drinking, but normal tests do not mean drinking is harmless.",
      "If you drink heavily every day, stopping suddenly can be dangerous; get medical advice before you stop.",
    ],
    steps: [
      [
        "Get support if cutting down is hard",
        "Your GP or an addiction service can help confidentially, with counselling and, where needed, medicines.",
      ],
      [
        "Check your liver",
        "A liver panel shows whether alcohol has affected your liver; labs in the directory offer it.",
      ],
      [
        "Track your drinking and habits",
        "Apps in the directory help you notice patterns and replace drinking habits with others.",
      ],
    ],
  },
  smoking: {
    title: "Smoking and vaping",
    summary:
      "Smoking is the largest single preventable cause of disease and early death, causing lung and other cancers, heart attacks, strokes, COPD and faster ageing of skin and blood vessels. Stopping brings benefits at any age: heart risk falls within a year and keeps falling. E-cigarettes are much less harmful than smoking and can help some smokers quit, but they are not risk-free and are not advised for non-smokers.",
    insights: [
      "Combining behavioural support with nicotine replacement or prescription medicines more than doubles the chance of quitting.",
      "Most people need several attempts; each one increases the chance of success.",
      "People who have smoked heavily may be eligible for lung cancer screening in some countries; ask your doctor.",
    ],
    steps: [
      [
        "Use a stop-smoking service",
        "Free national quit lines and services provide counselling and a plan tailored to you.",
      ],
      [
        "Ask about medicines",
        "Your GP or pharmacist can explain nicotine replacement and prescription options and which suit you.",
      ],
      [
        "Check your heart and lungs",
        "A check-up with blood pressure and lipids shows where you stand; clinics in the directory offer them.",
      ],
    ],
  },
  "joint-pain": {
    title: "Back, knee and joint pain",
    summary:
      "Back, knee and other joint pain are among the most common reasons people see a doctor, and most episodes of back pain improve within weeks. Osteoarthritis, the wear-related form of joint disease, becomes more common with age and excess weight. For most people, staying active, strengthening the muscles around the joint and, with excess weight, losing some of it help more than rest, and scans are rarely needed at first.",
    insights: [
      "Exercise therapy is the best-supported treatment for knee and hip osteoarthritis and for lasting low back pain; a physiotherapist can tailor it.",
      "Warning signs need prompt medical care: back pain with leg weakness or numbness in the groin, loss of bladder or bowel control, fever, a recent fall or unexplained weight loss, and a hot, swollen joint.",
      "Painkillers have side effects with long-term use, especially anti-inflammatories for the stomach, kidneys and heart; ask a doctor or pharmacist what suits you.",
    ],
    steps: [
      [
        "Get lasting pain assessed",
        "A GP or physiotherapist can examine you and set up an exercise plan for your back or joints.",
      ],
      [
        "Know when to see a doctor quickly",
        "A GP or orthopaedist should check pain with warning signs, after an injury, or pain that keeps getting worse.",
      ],
      [
        "Stay active and build strength",
        "Regular movement and strength training protect joints; clinics in the directory offer physiotherapy and training.",
      ],
    ],
  },
};
