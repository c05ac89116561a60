import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const en: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Stress is the body's response to demands: hormones such as adrenaline and cortisol raise heart rate and alertness, which helps in the short term. When stress is constant and recovery is missing, it can disturb sleep, digestion, blood pressure, blood sugar and mood, and it makes healthy routines harder to keep. Managing stress is therefore part of preventive health, not a luxury.",
    insights: [
      "Regular physical activity, enough sleep, social connection and time outdoors are among the most consistent buffers against stress.",
      "Breathing exercises, meditation and mindfulness programmes have evidence for reducing perceived stress; apps can help build the habit.",
      "Wearables can show stress patterns through heart rate and HRV, but how you feel matters more than a score.",
      "If stress, anxiety or low mood last for weeks or affect daily life, talk to a doctor or a mental-health professional.",
    ],
    steps: [
      [
        "Talk to a professional if it persists",
        "A GP, psychologist or psychotherapist can help when stress or anxiety affect daily life.",
      ],
      [
        "Build a daily recovery habit",
        "A few minutes of breathing, meditation or a walk outside each day; apps can guide you.",
      ],
      ["Track stress and recovery", "Heart rate and HRV trends from a wearable can show what helps you recover."],
    ],
  },
  energy: {
    title: "Energy and fatigue",
    summary:
      "Feeling low on energy is one of the most common health complaints and usually has more than one cause. Short or poor-quality sleep, stress, little physical activity, irregular meals, alcohol and some medicines are frequent contributors, while medical causes include iron deficiency or anaemia, low vitamin B12 or D, an underactive thyroid, blood sugar problems, depression and sleep apnoea.",
    insights: [
      "Doctors usually start with questions about sleep, mood, diet and medicines, then a basic blood panel: blood count, ferritin, thyroid, glucose or HbA1c, and often B12 and vitamin D.",
      "Regular exercise improves energy for most people, even though it feels counter-intuitive when you are tired.",
      "Tiredness lasting more than a few weeks, or coming with weight loss, fever, night sweats or breathlessness, needs a doctor's assessment.",
    ],
    steps: [
      [
        "Ask your doctor for a fatigue check",
        "A conversation plus a basic blood panel rules out the common medical causes.",
      ],
      [
        "Look at your sleep first",
        "Tracking sleep duration and regularity for two weeks often reveals the biggest lever.",
      ],
      [
        "Move a little every day",
        "Short daily walks or light training raise energy for most people; build up gradually.",
      ],
    ],
  },
};
