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
  "sleep-apnoea": {
    title: "Snoring and sleep apnoea",
    summary:
      "Obstructive sleep apnoea means the upper airway repeatedly narrows or closes during sleep, causing breathing pauses, drops in oxygen and brief awakenings that are often not remembered. Typical signs are loud snoring, observed pauses or gasping, morning headaches and daytime sleepiness. It is common, especially with excess weight and age, often undiagnosed, and linked to high blood pressure, atrial fibrillation, accidents and poorer blood sugar control. Effective treatments exist.",
    insights: [
      "Diagnosis needs a sleep study, in a sleep lab or at home with a portable device; consumer rings and watches can hint at oxygen dips but cannot diagnose it.",
      "CPAP therapy is the standard treatment for moderate to severe apnoea; mouth devices, positional therapy and weight loss help some people.",
      "Drowsiness while driving is dangerous: if you nod off at the wheel, stop driving and see a doctor promptly.",
    ],
    steps: [
      [
        "Tell your GP about snoring and sleepiness",
        "Your doctor can assess your risk with simple questionnaires and refer you for a sleep study.",
      ],
      ["Have a sleep study", "A sleep medicine specialist can confirm the diagnosis and discuss treatment options."],
      [
        "Use trackers only as a hint",
        "Wearables in the directory record sleep and blood oxygen trends you can show your doctor.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "Regular sauna bathing is a tradition in Finland, where long-term observational studies found that men who used a sauna several times a week had fewer heart attacks and lower death rates. Such studies cannot prove cause and effect, but short-term studies show that heat lowers blood pressure temporarily and improves blood vessel function, similar to mild exercise. For most healthy people sauna is safe when used sensibly.",
    insights: [
      "Alcohol and sauna are a dangerous combination; drink water, not alcohol, and leave if you feel unwell.",
      "People with unstable heart disease, recent heart attack, very low blood pressure or who are pregnant should ask a doctor first.",
      "Infrared saunas run at lower temperatures; there is less research on them than on traditional saunas.",
    ],
    steps: [
      [
        "Check with your doctor if you have a heart condition",
        "A GP or cardiologist can tell you whether sauna is safe for you and how to use it.",
      ],
      ["Build it into your routine", "Sauna makers are listed in the directory if you want one at home."],
      [
        "Visit a spa or thermal facility",
        "Some clinics and resorts in the directory offer saunas as part of their spa services.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Cold exposure and ice baths",
    summary:
      "Cold showers, ice baths and winter swimming have become popular for recovery, mood and resilience. Studies show short-term effects such as a boost in alertness and a rise in noradrenaline, and cold water after exercise reduces muscle soreness somewhat. Evidence for long-term health benefits is limited, and regular ice baths straight after strength training may reduce muscle gains. Sudden immersion in cold water also carries real risks.",
    insights: [
      "The cold shock response makes you gasp and raises heart rate and blood pressure sharply; it causes most cold-water drownings, so never swim alone in cold water.",
      "People with heart disease, high blood pressure or circulation problems such as Raynaud's should talk to a doctor first.",
      "Start gradually with shorter, less cold exposures, and warm up slowly afterwards.",
    ],
    steps: [
      ["Check your heart health first", "A GP or cardiologist can say whether cold exposure is safe for you."],
      [
        "Time it around your training",
        "A coach can help you decide when cold water helps recovery and when it may blunt strength gains.",
      ],
      [
        "Try it in a supervised setting",
        "Some spas and clinics in the directory offer cold plunges or cryotherapy with staff present.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Red light therapy",
    summary:
      "Red and near-infrared light therapy (photobiomodulation) uses low-power light on the skin, with devices from clinics to home panels. There is some evidence for specific uses, such as certain skin conditions, wound healing and mouth sores during cancer treatment, but claims for weight loss, hormones or longevity rest on weak evidence. It is different from bright-light therapy, which has good evidence for winter depression and body-clock problems.",
    insights: [
      "Device power, wavelength and dose vary widely, which makes studies hard to compare and products hard to judge.",
      "Protect your eyes, and ask a doctor first if you take medicines that make the skin sensitive to light or have a skin condition.",
      "A bright daylight lamp in the morning can help winter low mood and a delayed body clock; ask your doctor if this applies to you.",
    ],
    steps: [
      [
        "Ask a dermatologist about skin uses",
        "For skin concerns, a dermatologist can tell you which light treatments are proven.",
      ],
      [
        "Check your medicines",
        "A doctor or pharmacist can tell you whether your medicines increase light sensitivity.",
      ],
      [
        "Compare devices carefully",
        "Light therapy brands are listed in the directory; look for clear safety information.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Hyperbaric oxygen therapy",
    summary:
      "Hyperbaric oxygen therapy means breathing pure oxygen in a pressurised chamber. It is an established hospital treatment for a few conditions, such as decompression sickness, carbon monoxide poisoning and some hard-to-heal wounds. Its use as a wellness or anti-ageing treatment is based on small studies measuring markers such as telomeres, not on proof of better health or longer life, and it carries risks such as ear and sinus injury.",
    insights: [
      "Medical hyperbaric centres follow strict safety rules; wellness chambers with lower pressure are less studied.",
      "Some conditions, such as certain lung diseases or recent ear problems, make treatment unsafe.",
      "Be cautious about clinics that promise reversal of ageing; ask which results were measured and in whom.",
    ],
    steps: [
      [
        "Ask whether you have a medical indication",
        "Your GP can tell you whether a recognised reason for treatment applies to you.",
      ],
      ["Check safety first", "A doctor should check your ears, lungs and medicines before any pressurised treatment."],
      [
        "Question longevity claims",
        "A careful longevity medicine doctor can explain what the evidence does and does not show.",
      ],
    ],
  },
};
