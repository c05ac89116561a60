import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "zum Beispiel LDL-Cholesterin, Blutdruck, Blutzucker, Schlaf, Kreatin oder Magnesium oder Langlebigkeit";

export const de: AssistantMessages = {
  disclaimer:
    "Dieser Assistent ist kein Arzt. Seine Antworten dienen der allgemeinen Information, sind weder Diagnose noch Behandlungsplan " +
    "und ersetzen nicht den Rat einer qualifizierten medizinischen Fachkraft. Sprechen Sie mit Ihrem Arzt, bevor Sie Medikamente, " +
    "Nahrungsergänzungsmittel, Ernährung oder Training ändern. Im Notfall rufen Sie die 112.",
  quote: (text) => `„${text}“`,
  general: {
    summary:
      "Für diese Frage habe ich noch keinen geprüften Leitfaden und kann Ihnen daher hier keine verlässliche Antwort geben. Bei Beschwerden " +
      `oder Werten, die Sie beunruhigen, ist Ihr Arzt die richtige erste Anlaufstelle. Ich helfe bei häufigen Blutwerten und Gesundheitszielen, ${EXAMPLES}.`,
    insights: [
      "Nehmen Sie Ihre Fragen und aktuelle Laborwerte mit zu Ihrem Hausarzt; er kann entscheiden, welche Untersuchungen oder Fachärzte sinnvoll sind.",
      "Formulieren Sie die Frage mit dem Namen eines Blutwerts (etwa ApoB, HbA1c oder Ferritin) oder eines Ziels (etwa besserer Schlaf oder mehr Energie).",
    ],
    doctor: [
      "Sprechen Sie mit Ihrem Arzt",
      "Schildern Sie Ihre Beschwerden oder zeigen Sie Ihre Werte, um einen Rat zu bekommen, der zu Ihnen passt.",
      "Hausarzt",
    ],
  },
  offTopic:
    "Ich kann nur bei Fragen zu Gesundheit, Blutwerten, gesundem Altern und den Anbietern in diesem Verzeichnis helfen. " +
    `Fragen Sie nach einem Blutwert oder einem Gesundheitsziel, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Kliniken ansehen",
      "Vergleichen Sie Präventions- und Longevity-Kliniken und die Check-ups, die sie anbieten.",
      "Präventivmediziner",
    ],
    labs: [
      "Ein Labor finden",
      "Sehen Sie, welche Labore die Werte testen, die Sie interessieren – auch mit Selbsttests für zu Hause.",
      "Labormedizin",
    ],
    wearables: [
      "Wearables entdecken",
      "Verfolgen Sie Schlaf, Herzfrequenz, Aktivität oder Glukose, um Ihre eigenen Trends zu sehen.",
      "Schlaf- oder Sportmedizin",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Für diese Frage habe ich noch keinen geprüften Leitfaden und kann daher keinen Gesundheitsrat dazu geben. " +
      `Ich habe das Verzeichnis nach ${terms} durchsucht; unten steht, was ich gefunden habe: ${kinds}. ` +
      "Jede Seite beschreibt, was der Anbieter anbietet; für Rat zu Ihrer eigenen Gesundheit sprechen Sie bitte mit Ihrem Arzt.",
    notInCountry: (country) => `Keiner der Treffer hat seinen Sitz in diesem Land (${country}).`,
    insight:
      "Diese Einträge wurden gefunden, indem die Wörter Ihrer Frage mit Namen, Beschreibungen, Inhaltsstoffen und Leistungen der " +
      "Einträge abgeglichen wurden; sie sind weder ärztlicher Rat noch eine persönliche Empfehlung.",
    kinds: {
      clinics: "Kliniken",
      practitioners: "Ärzte und Therapeuten",
      labs: "Labore",
      supplements: "Nahrungsergänzungsmittel",
      foods: "Lebensmittel",
      wearables: "Wearables",
      brands: "Marken",
      apps: "Apps",
    },
  },
  emergency: {
    summary: (n) =>
      `Was Sie beschreiben, kann ein medizinischer Notfall sein. Bitte rufen Sie jetzt die ${n} an oder gehen Sie in die nächste Notaufnahme. ` +
      "Warten Sie nicht auf eine Antwort im Internet; dieser Assistent kann im Notfall nicht helfen.",
    signs: {
      chest_pain: (n) =>
        `Schmerzen oder Druck in der Brust – besonders wenn sie in Arm, Kiefer oder Rücken ausstrahlen oder mit Atemnot, Schweißausbruch oder Übelkeit einhergehen – können ein Herzinfarkt sein. Rufen Sie die ${n}, unterbrechen Sie jede Anstrengung und fahren Sie nicht selbst ins Krankenhaus.`,
      stroke: (n) =>
        `Ein plötzlich hängender Mundwinkel, Schwäche oder Taubheit auf einer Körperseite oder verwaschene oder verwirrte Sprache können ein Schlaganfall sein. Rufen Sie sofort die ${n} und merken Sie sich, wann die Beschwerden begonnen haben: Jede Minute zählt.`,
      suicidal: (n) =>
        `Wenn Sie daran denken, sich das Leben zu nehmen oder sich etwas anzutun: Sie sind nicht allein, und es gibt jetzt sofort Hilfe. Wenn Sie in unmittelbarer Gefahr sind, rufen Sie die ${n}.`,
      bleeding: (n) =>
        `Starke Blutungen, die nicht aufhören, oder Erbrechen oder Husten von Blut brauchen sofortige Notfallversorgung. Rufen Sie die ${n}; drücken Sie bei einer Wunde bis zum Eintreffen der Hilfe fest mit einem sauberen Tuch darauf.`,
      anaphylaxis: (n) =>
        `Schwellungen von Hals, Zunge oder Lippen, Atemnot oder eine plötzliche schwere allergische Reaktion können ein anaphylaktischer Schock sein. Rufen Sie die ${n}. Wenn Ihnen ein Adrenalin-Autoinjektor verschrieben wurde, wenden Sie ihn so an, wie es Ihnen gezeigt wurde.`,
      headache: (n) =>
        `Plötzliche, heftigste Kopfschmerzen – die schlimmsten Ihres Lebens – können ein Zeichen für eine Hirnblutung sein. Rufen Sie die ${n} oder gehen Sie sofort in die nächste Notaufnahme.`,
    },
    call: (n) => [
      `Jetzt die ${n} anrufen`,
      "Sagen Sie, wo Sie sind, und beschreiben Sie die Beschwerden.",
      "Rettungsdienst",
    ],
    about112: "Die 112 ist in allen EU-Ländern und vielen weiteren von jedem Telefon aus kostenlos erreichbar.",
    talk: {
      step: "Jetzt mit jemandem sprechen",
      withLine: (line) =>
        `Rufen Sie an: ${line}. Wenn Sie können, sagen Sie einem Menschen, dem Sie vertrauen, wie es Ihnen geht, und bitten Sie ihn, bei Ihnen zu bleiben.`,
      generic:
        "Wenden Sie sich an eine Krisenhotline in Ihrer Nähe oder an Ihren Arzt, oder rufen Sie den Notruf. Wenn Sie können, sagen Sie einem Menschen, dem Sie vertrauen, wie es Ihnen geht, und bitten Sie ihn, bei Ihnen zu bleiben.",
      expert: "Krisentelefon oder Notruf",
    },
    notAlone: [
      "Bleiben Sie nicht allein",
      "Bitten Sie jemanden in Ihrer Nähe, bei Ihnen zu bleiben, bis Hilfe eintrifft.",
      "Ein Mensch, dem Sie vertrauen",
    ],
    free: "kostenlos",
    allDay: "rund um die Uhr",
    callOrText: (n) => `Anruf oder SMS an ${n}`,
  },
};
