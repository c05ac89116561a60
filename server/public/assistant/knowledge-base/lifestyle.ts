import "server-only";
import { clinicsForCondition, directoryHref, labsForCondition, practitionersFor } from "./links";
import { step } from "./steps";
import type { KnowledgeTopic } from "./types";

export const LIFESTYLE_TOPICS: KnowledgeTopic[] = [
  {
    id: "sleep",
    title: "Sleep and recovery",
    aliases: {
      strong: [
        "sleep", "sleeping", "insomnia", "sleep quality", "deep sleep", "rem sleep", "snoring", "snore", "snores", "sleep apnoea", "sleep apnea", "schlaf",
        "schlafen", "schlafstorung", "schlafstorungen", "schlafqualitat", "schlaflosigkeit", "schnarchen", "schnarche", "sommeil", "insomnie", "dormir",
        "ronflement", "ronfle", "sueno", "insomnio", "ronquidos", "ronco", "sonno", "insonnia", "dormire", "russare", "russo", "slaap", "slapen", "slapeloosheid",
        "snurken", "snurk", "circadian", "jet lag",
      ],
      terms: [
        "recovery", "erholung", "recuperation", "recuperacion", "recupero", "herstel", "rest and recovery", "tired in the morning", "waking up",
        "wake up at night", "asleep", "unrested", "not rested", "night waking", "aufwachen", "durchschlafen", "einschlafen", "me reveille",
        "despertarme", "svegliarmi", "wakker worden", "doorslapen", "inslapen",
      ],
    },
    summary:
      "Sleep is when the body and brain do much of their repair: memories are consolidated, hormones are regulated and the brain clears waste " +
      "products. Most adults need around seven to nine hours, and both short and irregular sleep are linked to higher risks of heart disease, " +
      "diabetes, weight gain, low mood and infections. Recovery after exercise depends heavily on sleep.",
    insights: [
      "A regular sleep and wake time, morning daylight, a cool dark bedroom and less caffeine and alcohol later in the day are the best-supported habits.",
      "Loud snoring with breathing pauses or gasping, or daytime sleepiness despite enough time in bed, can point to sleep apnoea, which needs a medical assessment.",
      "Cognitive behavioural therapy for insomnia (CBT-I) is the first-line treatment for chronic insomnia in guidelines, ahead of sleeping pills.",
      "Consumer sleep trackers are good at total sleep time and regularity but less precise about sleep stages; use trends, not single nights.",
    ],
    nextSteps: [
      step("Medium", "Keep a regular schedule for two weeks", "Same bedtime and wake time every day, including weekends, is the foundation of better sleep.", "Sleep medicine specialist"),
      step("Medium", "Track sleep and recovery", "A ring or watch shows your sleep duration, regularity and recovery trends.", "Sleep or sports medicine", directoryHref("wearables")),
      step("High", "Get snoring or persistent insomnia checked", "Breathing pauses, gasping or insomnia lasting months deserve a professional assessment.", "Sleep medicine specialist", practitionersFor("sleep")),
    ],
    facets: {
      wearables: { trackingCapabilities: ["Sleep", "HRV", "Skin temperature", "Recovery"], category: ["ring"] },
      brands: { categories: ["sleep"], category: ["sleep"], trackingCapabilities: ["Sleep"] },
      clinics: { healthConditions: ["sleep"] },
    },
  },
  {
    id: "stress",
    title: "Stress",
    aliases: {
      strong: [
        "stress", "stressed", "stressful", "anxiety", "anxious", "burnout", "burn out", "overwhelmed", "gestresst", "angst", "uberfordert",
        "anxiete", "surmenage", "estres", "estresado", "ansiedad", "agobiado", "ansia", "stressato", "esaurimento", "gestrest",
        "overspannen", "mental health", "psychische gesundheit", "sante mentale", "salud mental", "salute mentale", "mentale gezondheid",
      ],
      terms: ["mindfulness", "meditation", "meditieren", "relaxation", "entspannung", "relaxation", "relajacion", "rilassamento", "ontspanning", "calm down"],
    },
    summary:
      "Stress is the body's response to demands: hormones such as adrenaline and cortisol raise heart rate and alertness, which helps in the short " +
      "term. When stress is constant and recovery is missing, it can disturb sleep, digestion, blood pressure, blood sugar and mood, and it makes " +
      "healthy routines harder to keep. Managing stress is therefore part of preventive health, not a luxury.",
    insights: [
      "Regular physical activity, enough sleep, social connection and time outdoors are among the most consistent buffers against stress.",
      "Breathing exercises, meditation and mindfulness programmes have evidence for reducing perceived stress; apps can help build the habit.",
      "Wearables can show stress patterns through heart rate and HRV, but how you feel matters more than a score.",
      "If stress, anxiety or low mood last for weeks or affect daily life, talk to a doctor or a mental-health professional.",
    ],
    nextSteps: [
      step("High", "Talk to a professional if it persists", "A GP, psychologist or psychotherapist can help when stress or anxiety affect daily life.", "GP, psychologist or psychotherapist", practitionersFor("mental-health")),
      step("Medium", "Build a daily recovery habit", "A few minutes of breathing, meditation or a walk outside each day; apps can guide you.", "Psychologist or coach", directoryHref("apps")),
      step("Low", "Track stress and recovery", "Heart rate and HRV trends from a wearable can show what helps you recover.", "Sports or sleep medicine", directoryHref("wearables")),
    ],
    facets: {
      brands: { category: ["mental-health", "mental_health"], categories: ["mental_health"], tags: ["meditation", "mindfulness"] },
      wearables: { trackingCapabilities: ["Stress", "HRV"] },
    },
  },
  {
    id: "energy",
    title: "Energy and fatigue",
    aliases: {
      strong: [
        "energy", "low energy", "no energy", "energy levels", "tired", "tiredness", "always tired", "fatigue", "fatigued", "exhausted", "exhaustion",
        "lethargic", "brain fog", "energie", "mude", "mudigkeit", "erschopft", "erschopfung", "antriebslos", "fatigue", "fatigue chronique",
        "epuise", "epuisement", "manque d energie", "energia", "cansancio", "cansado", "cansada", "agotado", "agotamiento", "sin energia",
        "stanchezza", "stanco", "stanca", "spossatezza", "senza energia", "moe", "vermoeid", "vermoeidheid", "uitgeput", "futloos",
      ],
    },
    summary:
      "Feeling low on energy is one of the most common health complaints and usually has more than one cause. Short or poor-quality sleep, stress, " +
      "little physical activity, irregular meals, alcohol and some medicines are frequent contributors, while medical causes include iron " +
      "deficiency or anaemia, low vitamin B12 or D, an underactive thyroid, blood sugar problems, depression and sleep apnoea.",
    insights: [
      "Doctors usually start with questions about sleep, mood, diet and medicines, then a basic blood panel: blood count, ferritin, thyroid, glucose or HbA1c, and often B12 and vitamin D.",
      "Regular exercise improves energy for most people, even though it feels counter-intuitive when you are tired.",
      "Tiredness lasting more than a few weeks, or coming with weight loss, fever, night sweats or breathlessness, needs a doctor's assessment.",
    ],
    nextSteps: [
      step("High", "Ask your doctor for a fatigue check", "A conversation plus a basic blood panel rules out the common medical causes.", "GP", labsForCondition("nutrient-deficiency")),
      step("Medium", "Look at your sleep first", "Tracking sleep duration and regularity for two weeks often reveals the biggest lever.", "Sleep medicine specialist", directoryHref("wearables")),
      step("Medium", "Move a little every day", "Short daily walks or light training raise energy for most people; build up gradually.", "GP or coach", clinicsForCondition("fatigue")),
    ],
    facets: {
      labs: { advancedBiomarkers: ["ferritin", "vitamin-d", "hba1c"], healthConditions: ["thyroid", "nutrient-deficiency"] },
      clinics: { healthConditions: ["fatigue"] },
      wearables: { trackingCapabilities: ["Sleep"] },
    },
  },
];
