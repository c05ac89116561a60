import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const en: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Sleep and recovery",
    summary:
      "Sleep is when the body and brain do much of their repair: memories are consolidated, hormones are regulated and the brain clears waste products. Most adults need around seven to nine hours, and both short and irregular sleep are linked to higher risks of heart disease, diabetes, weight gain, low mood and infections. Recovery after exercise depends heavily on sleep.",
    insights: [
      "A regular sleep and wake time, morning daylight, a cool dark bedroom and less caffeine and alcohol later in the day are the best-supported habits.",
      "Loud snoring with breathing pauses or gasping, or daytime sleepiness despite enough time in bed, can point to sleep apnoea, which needs a medical assessment.",
      "Cognitive behavioural therapy for insomnia (CBT-I) is the first-line treatment for chronic insomnia in guidelines, ahead of sleeping pills.",
      "Consumer sleep trackers are good at total sleep time and regularity but less precise about sleep stages; use trends, not single nights.",
    ],
    steps: [
      [
        "Keep a regular schedule for two weeks",
        "Same bedtime and wake time every day, including weekends, is the foundation of better sleep.",
      ],
      ["Track sleep and recovery", "A ring or watch shows your sleep duration, regularity and recovery trends."],
      [
        "Get snoring or persistent insomnia checked",
        "Breathing pauses, gasping or insomnia lasting months deserve a professional assessment.",
      ],
    ],
  },
};
