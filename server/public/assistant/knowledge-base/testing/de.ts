import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const de: TopicTexts<TestingId> = {
  longevity: {
    title: "Langlebigkeit und gesundes Altern",
    summary:
      "Die Longevity-Medizin will die Gesundheitsspanne verlängern – die Jahre in guter Gesundheit –, nicht nur die Lebensspanne. Die stärksten Belege sprechen weiterhin für die Grundlagen: regelmäßige Bewegung einschließlich Krafttraining, Rauchverzicht, eine überwiegend pflanzenreiche Ernährung, guter Schlaf, ein gesundes Gewicht, wenig Alkohol und enge soziale Bindungen, zusammen mit früher Erkennung und Behandlung von Herz-Kreislauf-Risiken, Diabetes und Krebs. Viele neuere Ansätze, auch als Anti-Aging vermarktete Präparate, werden am Menschen noch untersucht.",
    insights: [
      "Präventivmediziner konzentrieren sich auf die Hauptursachen von Tod und Behinderung – Herzkrankheiten, Krebs, Stoffwechselerkrankungen und Neurodegeneration – und verfolgen Marker wie ApoB, HbA1c, Blutdruck, Fitness und Muskelkraft.",
      "Ausdauerfitness und Muskelkraft gehören zu den stärksten Vorhersagewerten für gesundes Altern, und beides lässt sich in jedem Alter trainieren.",
      "Die Belege für die meisten Anti-Aging-Präparate beim Menschen sind noch dünn; besprechen Sie jedes Präparat mit einem Arzt, besonders wenn Sie Medikamente nehmen.",
      "Früherkennungsprogramme, etwa für Darm-, Brust- und Gebärmutterhalskrebs, sind bewährte Werkzeuge für ein längeres Leben und sollten aktuell gehalten werden.",
    ],
    steps: [
      [
        "Einen Basis-Gesundheitscheck machen",
        "Eine Präventions- oder Longevity-Klinik kann als Ausgangspunkt Ihr Herz-Kreislauf-, Stoffwechsel- und Krebsrisiko einschätzen.",
      ],
      [
        "Wichtige Biomarker messen",
        "ApoB, Lp(a), HbA1c, hs-CRP und Vitamin D sind häufige Startpunkte; Labore im Verzeichnis bieten sie an.",
      ],
      [
        "Ausdauer und Kraft trainieren",
        "Ausdauerfitness und Muskelkraft gehören zu den stärksten Vorhersagewerten für gesundes Altern; ein Wearable hilft, Fortschritte zu verfolgen.",
      ],
    ],
  },
  "biological-age": {
    title: "Biologisches Alter",
    summary:
      "Tests zum biologischen Alter schätzen, wie alt sich Ihr Körper im Vergleich zu Ihrem Kalenderalter verhält. Am verbreitetsten sind epigenetische Uhren, die chemische Markierungen (DNA-Methylierung) auf Ihren Genen auslesen; andere nutzen Telomerlänge, Glykane oder übliche Blutwerte. Es sind vielversprechende Forschungswerkzeuge, doch die Ergebnisse unterscheiden sich zwischen Tests und sogar zwischen wiederholten Proben, und für medizinische Entscheidungen sind sie noch nicht validiert.",
    insights: [
      "Verschiedene Uhren messen Verschiedenes; vergleichen Sie daher nur Ergebnisse desselben Tests über die Zeit.",
      "Bewährte Marker wie Blutdruck, ApoB, HbA1c, Fitness und Kraft zeigen weiterhin besser, was Sie ändern sollten.",
      "Rauchen, Adipositas, schlechter Schlaf und Bewegungsmangel gehen mit höheren Schätzungen des biologischen Alters einher.",
    ],
    steps: [
      [
        "Mit bewährten Markern beginnen",
        "Blutdruck, ApoB, HbA1c und Fitness sagen mehr darüber, was Sie ändern sollten, als jede einzelne Altersschätzung.",
      ],
      [
        "Ergebnisse mit einem Longevity-Arzt besprechen",
        "Er ordnet eine Schätzung des biologischen Alters zusammen mit Ihren anderen Werten ein.",
      ],
      [
        "Wenn Sie testen: immer denselben Test",
        "Verschiedene Tests sind nicht vergleichbar; wiederholen Sie beim selben Anbieter, um einen Verlauf zu sehen.",
      ],
    ],
  },
  "full-body-mri": {
    title: "Ganzkörper-MRT und Körperscans",
    summary:
      "Ganzkörper-MRT-Untersuchungen werden Menschen ohne Beschwerden privat angeboten, um Krankheiten früh zu finden. Die MRT arbeitet ohne Strahlung, doch bei Gesunden findet ein Scan oft Zufallsbefunde, meist harmlose, die zu weiteren Tests, Sorgen und manchmal unnötigen Eingriffen führen können. Fachgesellschaften empfehlen Ganzkörper-Screening-Scans bei Menschen ohne Beschwerden derzeit nicht, weil nicht belegt ist, dass sie Leben retten – bewährte Früherkennungsprogramme dagegen schon.",
    insights: [
      "Fragen Sie vor der Buchung, was der Scan erkennen kann und was nicht, wer die Bilder befundet und wie Auffälligkeiten weiterverfolgt werden.",
      "Eine MRT ersetzt weder bewährte Früherkennung wie bei Darm-, Brust- und Gebärmutterhalskrebs noch die Kontrolle von Blutdruck und Cholesterin.",
      "Gezielte Bildgebung, die ein Arzt wegen Beschwerden oder eines bestimmten Risikos anordnet, ist eine andere Situation und oft sehr wertvoll.",
    ],
    steps: [
      [
        "Vor- und Nachteile mit einem Arzt abwägen",
        "Ein Präventivmediziner sagt, ob ein Scan für Sie etwas bringt; Kliniken im Verzeichnis, die Scans anbieten, sind aufgeführt.",
      ],
      [
        "Nach Ablauf und Befundung fragen",
        "Ein Radiologe erklärt Bildqualität, Befundbericht und was mit unerwarteten Befunden geschieht.",
      ],
      [
        "Bewährte Früherkennung wahrnehmen",
        "Ihr Hausarzt sagt Ihnen, welche Vorsorgeprogramme und Check-ups für Sie gelten.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Gentests",
    summary:
      "Gentests reichen von medizinischen Tests auf bestimmte erbliche Erkrankungen, etwa BRCA oder familiäre Hypercholesterinämie, bis zu DNA-Tests für Verbraucher und Genomsequenzierung. Medizinische Gentests sind wertvoll, wenn Ihre eigene oder Ihre Familiengeschichte auf ein erbliches Risiko hinweist. Verbrauchertests können interessant sein, doch Risikowerte für häufige Krankheiten verändern Ihr Risiko meist nur wenig, manche Ergebnisse sind unsicher, und Befunde können Folgen für Verwandte und in manchen Ländern für Versicherungen haben.",
    insights: [
      "Eine genetische Beratung vor und nach dem Test hilft zu verstehen, was ein Ergebnis bedeutet und was nicht.",
      "Ein unauffälliger Verbrauchertest auf wenige BRCA-Varianten schließt ein erbliches Krebsrisiko nicht aus; medizinische Tests untersuchen einen viel größeren Teil des Gens.",
      "Für die meisten Menschen zählen Lebensstil und Standard-Risikofaktoren wie Blutdruck, ApoB und Rauchen mehr als häufige Genvarianten.",
    ],
    steps: [
      [
        "Mit einer genetischen Beratung sprechen",
        "Sie klärt, ob ein Test sinnvoll ist, und bereitet Sie auf mögliche Ergebnisse vor.",
      ],
      [
        "Die Familiengeschichte aufschreiben",
        "Notieren Sie Erkrankungen und Alter naher Verwandter und besprechen Sie sie mit Ihrem Hausarzt.",
      ],
      [
        "Wenn Sie testen: sorgfältig auswählen",
        "Labore für DNA-Tests finden Sie im Verzeichnis; prüfen Sie, was getestet wird, wie Daten gespeichert werden und ob es ärztliche Beratung gibt.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Krebsfrüherkennung",
    summary:
      "Die Früherkennung sucht nach Krebs oder seinen Vorstufen, bevor Beschwerden auftreten, wenn die Behandlung am wirksamsten ist. Organisierte Programme für Darm-, Brust- und Gebärmutterhalskrebs senken nachweislich die Sterblichkeit, und manche Länder bieten starken Rauchern eine Lungenkrebs-Früherkennung an. Der PSA-Test auf Prostatakrebs hat Nutzen und Schaden und ist eine persönliche Entscheidung mit dem Arzt. Neuere Bluttests, die viele Krebsarten auf einmal suchen sollen, werden noch geprüft und ersetzen bewährte Früherkennung nicht.",
    insights: [
      "Welche Tests Sie wie oft brauchen, hängt von Alter, Geschlecht, Familiengeschichte und Land ab; nationale Programme laden zu den bewährten ein.",
      "Krebs in jungem Alter in der Familie kann bedeuten, früher mit der Früherkennung zu beginnen oder eine genetische Beratung zu nutzen.",
      "Früherkennung ist für Menschen ohne Beschwerden; Warnzeichen wie Blut im Stuhl, ein neuer Knoten oder ungewollter Gewichtsverlust brauchen rasch ärztliche Hilfe.",
    ],
    steps: [
      [
        "Prüfen, welche Programme für Sie gelten",
        "Ihr Hausarzt sagt Ihnen, welche Früherkennungstests für Ihr Alter und Ihre Vorgeschichte empfohlen sind.",
      ],
      [
        "Gebärmutterhals- und Brustkrebsvorsorge aktuell halten",
        "Hausarzt oder Frauenärztin veranlassen fällige Untersuchungen.",
      ],
      [
        "Den PSA-Test besprechen, wenn er Sie betrifft",
        "Ein Hausarzt oder Urologe erklärt Vor- und Nachteile des PSA-Tests für Sie.",
      ],
    ],
  },
  "health-checkup": {
    title: "Gesundheits-Check-ups und Bluttests",
    summary:
      "Ein guter Check-up konzentriert sich auf das, was die Gesundheit am stärksten beeinflusst und sich ändern lässt: Blutdruck, Gewicht und Taille, Rauchen und Alkohol, Blutfette, Blutzucker, Nierenfunktion und altersgerechte Krebsfrüherkennung, zusammen mit Beschwerden und Familiengeschichte. Mehr Tests sind nicht automatisch besser: Große Profile bei Gesunden liefern oft Grenzwerte, die ohne Nutzen Sorgen und weitere Tests auslösen.",
    insights: [
      "Sinnvolle Basis-Bluttests für Erwachsene sind oft ein Lipidprofil (am besten mit ApoB), HbA1c oder Nüchternblutzucker, die Nierenfunktion und je nach Vorgeschichte Leberwerte, Blutbild, Ferritin, Schilddrüse oder Vitamin D.",
      "Ergebnisse deutet am besten ein Arzt, der Ihre Vorgeschichte kennt; Referenzbereiche sind nicht dasselbe wie Zielwerte.",
      "Präventions- und Longevity-Kliniken bieten erweiterte Check-ups an; fragen Sie, was enthalten ist und wie die Ergebnisse erklärt werden.",
    ],
    steps: [
      [
        "Beim Hausarzt beginnen",
        "Ihr Hausarzt entscheidet, welche Tests für Alter, Vorgeschichte und Risikofaktoren sinnvoll sind.",
      ],
      [
        "Einen erweiterten Präventions-Check-up erwägen",
        "Präventionskliniken im Verzeichnis bieten Check-ups an, die Tests mit einem Arztgespräch verbinden.",
      ],
      [
        "Die nötigen Bluttests machen",
        "Labore im Verzeichnis bieten Bluttests an, auch als Heimtest; besprechen Sie die Ergebnisse mit Ihrem Arzt.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Mikrobiom- und Unverträglichkeitstests",
    summary:
      "Mikrobiomtests für zu Hause untersuchen eine Stuhlprobe und beschreiben, welche Darmbakterien vorhanden sind; sie können lehrreich sein, doch die meisten Ergebnisse lassen sich wissenschaftlich noch nicht in verlässliche persönliche Ratschläge übersetzen. Unverträglichkeitstests, die IgG-Antikörper messen, werden von Allergiefachgesellschaften nicht empfohlen, weil IgG den Kontakt mit Lebensmitteln widerspiegelt, nicht eine Unverträglichkeit. Echte Allergien und Erkrankungen wie Zöliakie oder Laktoseintoleranz werden mit validierten medizinischen Tests festgestellt.",
    insights: [
      "Lebensmittel aufgrund von IgG-Ergebnissen wegzulassen kann zu unnötig strengen Diäten und Nährstofflücken führen.",
      "Anhaltende Verdauungsbeschwerden, Gewichtsverlust, Blut im Stuhl oder Blutarmut gehören zum Arzt, nicht zu einem Verbrauchertest.",
      "Eine abwechslungsreiche, ballaststoffreiche Ernährung unterstützt das Darmmikrobiom, was auch immer ein Test sagt.",
    ],
    steps: [
      [
        "Bei Beschwerden zuerst zum Arzt",
        "Ein Hausarzt oder Gastroenterologe testet mit validierten Methoden auf Zöliakie, Allergien oder andere Ursachen.",
      ],
      [
        "Ernährungsberatung nutzen",
        "Eine auf Darmgesundheit spezialisierte Ernährungsfachkraft begleitet Auslassdiäten sicher, wenn sie nötig sind.",
      ],
      [
        "Aus Neugier testen, aber die Grenzen kennen",
        "Labore mit Mikrobiomtests finden Sie im Verzeichnis; sehen Sie die Ergebnisse als Information, nicht als Diagnose.",
      ],
    ],
  },
};
