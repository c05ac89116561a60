import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const de: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Schlaf und Erholung",
    summary:
      "Im Schlaf leisten Körper und Gehirn einen Großteil ihrer Reparaturarbeit: Erinnerungen werden gefestigt, Hormone reguliert und das Gehirn räumt Abfallstoffe ab. Die meisten Erwachsenen brauchen etwa sieben bis neun Stunden, und sowohl zu kurzer als auch unregelmäßiger Schlaf hängt mit höheren Risiken für Herzkrankheiten, Diabetes, Gewichtszunahme, gedrückte Stimmung und Infekte zusammen. Die Erholung nach dem Sport hängt stark vom Schlaf ab.",
    insights: [
      "Regelmäßige Schlaf- und Aufstehzeiten, Tageslicht am Morgen, ein kühles, dunkles Schlafzimmer und weniger Koffein und Alkohol am späteren Tag sind die am besten belegten Gewohnheiten.",
      "Lautes Schnarchen mit Atemaussetzern oder Luftschnappen oder Tagesmüdigkeit trotz genug Zeit im Bett können auf eine Schlafapnoe hinweisen, die ärztlich abgeklärt werden muss.",
      "Die kognitive Verhaltenstherapie bei Schlaflosigkeit (KVT-I) ist laut Leitlinien die Behandlung erster Wahl bei chronischer Schlaflosigkeit, noch vor Schlafmitteln.",
      "Schlaftracker erfassen Gesamtschlafdauer und Regelmäßigkeit gut, Schlafphasen aber ungenauer; achten Sie auf Trends, nicht auf einzelne Nächte.",
    ],
    steps: [
      [
        "Zwei Wochen lang einen festen Rhythmus halten",
        "Jeden Tag zur selben Zeit ins Bett und aufstehen, auch am Wochenende, ist die Grundlage für besseren Schlaf.",
      ],
      [
        "Schlaf und Erholung verfolgen",
        "Ein Ring oder eine Uhr zeigt Dauer, Regelmäßigkeit und Erholungstrends Ihres Schlafs.",
      ],
      [
        "Schnarchen oder anhaltende Schlaflosigkeit abklären lassen",
        "Atemaussetzer, Luftschnappen oder Schlaflosigkeit über Monate verdienen eine fachliche Untersuchung.",
      ],
    ],
  },
  "sleep-apnoea": {
    title: "Schnarchen und Schlafapnoe",
    summary:
      "Bei der obstruktiven Schlafapnoe verengen oder verschließen sich die oberen Atemwege im Schlaf immer wieder; es kommt zu Atemaussetzern, Sauerstoffabfällen und kurzen Weckreaktionen, an die man sich oft nicht erinnert. Typisch sind lautes Schnarchen, beobachtete Atempausen oder Luftschnappen, morgendliche Kopfschmerzen und Tagesmüdigkeit. Sie ist häufig, besonders mit Übergewicht und Alter, wird oft nicht erkannt und hängt mit Bluthochdruck, Vorhofflimmern, Unfällen und schlechterer Blutzuckereinstellung zusammen. Es gibt wirksame Behandlungen.",
    insights: [
      "Für die Diagnose braucht es eine Schlafuntersuchung, im Schlaflabor oder zu Hause mit einem tragbaren Gerät; Ringe und Uhren können Sauerstoffabfälle andeuten, aber keine Diagnose stellen.",
      "Die CPAP-Therapie ist die Standardbehandlung bei mittelschwerer bis schwerer Apnoe; Unterkieferschienen, Lagetherapie und Gewichtsabnahme helfen manchen Menschen.",
      "Müdigkeit am Steuer ist gefährlich: Wenn Sie beim Fahren einnicken, hören Sie auf zu fahren und gehen Sie rasch zum Arzt.",
    ],
    steps: [
      [
        "Dem Hausarzt von Schnarchen und Müdigkeit erzählen",
        "Ihr Arzt schätzt Ihr Risiko mit einfachen Fragebögen ein und überweist Sie zu einer Schlafuntersuchung.",
      ],
      [
        "Eine Schlafuntersuchung machen",
        "Ein Schlafmediziner bestätigt die Diagnose und bespricht Behandlungsmöglichkeiten.",
      ],
      [
        "Tracker nur als Hinweis nutzen",
        "Wearables im Verzeichnis zeichnen Schlaf- und Sauerstofftrends auf, die Sie Ihrem Arzt zeigen können.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "Regelmäßiges Saunieren hat in Finnland Tradition; dort fanden Langzeit-Beobachtungsstudien, dass Männer, die mehrmals pro Woche in die Sauna gingen, seltener Herzinfarkte hatten und niedrigere Sterberaten. Solche Studien beweisen keinen Ursache-Wirkungs-Zusammenhang, doch Kurzzeitstudien zeigen, dass Hitze den Blutdruck vorübergehend senkt und die Gefäßfunktion verbessert, ähnlich wie leichte Bewegung. Für die meisten gesunden Menschen ist die Sauna bei vernünftiger Nutzung sicher.",
    insights: [
      "Alkohol und Sauna sind eine gefährliche Kombination; trinken Sie Wasser statt Alkohol und verlassen Sie die Sauna, wenn Ihnen unwohl ist.",
      "Menschen mit instabiler Herzerkrankung, kürzlichem Herzinfarkt, sehr niedrigem Blutdruck sowie Schwangere sollten vorher einen Arzt fragen.",
      "Infrarotkabinen arbeiten mit niedrigeren Temperaturen; zu ihnen gibt es weniger Forschung als zur klassischen Sauna.",
    ],
    steps: [
      [
        "Bei Herzerkrankung vorher den Arzt fragen",
        "Ein Hausarzt oder Kardiologe sagt Ihnen, ob und wie Sie sicher saunieren können.",
      ],
      [
        "Die Sauna in die Routine einbauen",
        "Saunahersteller finden Sie im Verzeichnis, wenn Sie eine Sauna für zu Hause möchten.",
      ],
      [
        "Ein Spa oder Thermalbad besuchen",
        "Manche Kliniken und Resorts im Verzeichnis bieten Saunen als Teil ihres Spa-Angebots an.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Kälteanwendungen und Eisbaden",
    summary:
      "Kalte Duschen, Eisbäder und Winterschwimmen sind für Erholung, Stimmung und Widerstandskraft beliebt geworden. Studien zeigen kurzfristige Effekte wie mehr Wachheit und einen Anstieg von Noradrenalin, und kaltes Wasser nach dem Sport lindert Muskelkater etwas. Für langfristige Gesundheitsvorteile gibt es wenig Belege, und regelmäßige Eisbäder direkt nach dem Krafttraining können den Muskelzuwachs verringern. Plötzliches Eintauchen in kaltes Wasser birgt zudem echte Risiken.",
    insights: [
      "Der Kälteschock lässt Sie nach Luft schnappen und treibt Puls und Blutdruck stark in die Höhe; er verursacht die meisten Ertrinkungsfälle in kaltem Wasser – schwimmen Sie nie allein in kaltem Wasser.",
      "Menschen mit Herzerkrankung, Bluthochdruck oder Durchblutungsstörungen wie dem Raynaud-Syndrom sollten vorher mit einem Arzt sprechen.",
      "Beginnen Sie schrittweise mit kürzeren, weniger kalten Anwendungen und wärmen Sie sich danach langsam auf.",
    ],
    steps: [
      [
        "Zuerst die Herzgesundheit prüfen",
        "Ein Hausarzt oder Kardiologe sagt Ihnen, ob Kälteanwendungen für Sie sicher sind.",
      ],
      [
        "Auf das Training abstimmen",
        "Ein Trainer hilft zu entscheiden, wann kaltes Wasser der Erholung nützt und wann es den Kraftzuwachs bremsen kann.",
      ],
      [
        "Unter Aufsicht ausprobieren",
        "Manche Spas und Kliniken im Verzeichnis bieten Kaltwasserbecken oder Kältetherapie mit Personal vor Ort an.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Rotlichttherapie",
    summary:
      "Die Rot- und Nahinfrarotlicht-Therapie (Photobiomodulation) bestrahlt die Haut mit schwachem Licht, mit Geräten von der Klinik bis zum Heimpaneel. Für bestimmte Anwendungen gibt es gewisse Belege, etwa manche Hauterkrankungen, die Wundheilung und Mundschleimhautentzündungen während einer Krebsbehandlung; Versprechen zu Gewichtsverlust, Hormonen oder Langlebigkeit beruhen dagegen auf schwachen Belegen. Sie unterscheidet sich von der Helllichttherapie, die bei Winterdepression und Störungen der inneren Uhr gut belegt ist.",
    insights: [
      "Leistung, Wellenlänge und Dosis der Geräte unterscheiden sich stark; das macht Studien schwer vergleichbar und Produkte schwer zu beurteilen.",
      "Schützen Sie Ihre Augen und fragen Sie vorher einen Arzt, wenn Sie Medikamente nehmen, die lichtempfindlich machen, oder eine Hauterkrankung haben.",
      "Eine helle Tageslichtlampe am Morgen kann bei winterlichem Stimmungstief und verschobener innerer Uhr helfen; fragen Sie Ihren Arzt, ob das auf Sie zutrifft.",
    ],
    steps: [
      [
        "Einen Hautarzt zu Hautanwendungen fragen",
        "Bei Hautproblemen sagt Ihnen ein Hautarzt, welche Lichtbehandlungen belegt sind.",
      ],
      [
        "Die Medikamente prüfen",
        "Arzt oder Apotheke sagen Ihnen, ob Ihre Medikamente die Lichtempfindlichkeit erhöhen.",
      ],
      [
        "Geräte sorgfältig vergleichen",
        "Marken für Lichttherapie finden Sie im Verzeichnis; achten Sie auf klare Sicherheitsangaben.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Hyperbare Sauerstofftherapie",
    summary:
      "Bei der hyperbaren Sauerstofftherapie atmet man in einer Druckkammer reinen Sauerstoff. Sie ist eine etablierte Klinikbehandlung für wenige Erkrankungen, etwa die Taucherkrankheit, Kohlenmonoxidvergiftungen und manche schwer heilenden Wunden. Ihr Einsatz als Wellness- oder Anti-Aging-Behandlung stützt sich auf kleine Studien, die Marker wie Telomere messen, nicht auf den Nachweis besserer Gesundheit oder eines längeren Lebens, und sie birgt Risiken wie Verletzungen von Ohr und Nebenhöhlen.",
    insights: [
      "Medizinische Druckkammerzentren folgen strengen Sicherheitsregeln; Wellness-Kammern mit geringerem Druck sind weniger untersucht.",
      "Manche Erkrankungen, etwa bestimmte Lungenerkrankungen oder frische Ohrprobleme, machen die Behandlung unsicher.",
      "Seien Sie vorsichtig bei Kliniken, die eine Umkehr des Alterns versprechen; fragen Sie, welche Ergebnisse bei wem gemessen wurden.",
    ],
    steps: [
      [
        "Fragen, ob ein medizinischer Grund vorliegt",
        "Ihr Hausarzt sagt Ihnen, ob eine anerkannte Indikation für die Behandlung auf Sie zutrifft.",
      ],
      [
        "Zuerst die Sicherheit prüfen",
        "Vor jeder Druckbehandlung sollte ein Arzt Ohren, Lunge und Medikamente prüfen.",
      ],
      [
        "Longevity-Versprechen hinterfragen",
        "Ein sorgfältiger Longevity-Mediziner erklärt, was die Studienlage zeigt und was nicht.",
      ],
    ],
  },
};
