import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const de: TopicTexts<OrganId> = {
  inflammation: {
    title: "Entzündung und hs-CRP",
    summary:
      "Entzündung ist die Antwort des Immunsystems auf Verletzungen oder Infektionen; hält eine leichte, unterschwellige Entzündung an, hängt sie mit Herzkrankheiten, Diabetes und anderen Alterserkrankungen zusammen. Das hochsensitive C-reaktive Protein (hs-CRP) ist der Blutwert, mit dem diese stille Entzündung am häufigsten eingeschätzt wird. Ein einzelner Wert kann durch eine Erkältung, eine Verletzung oder hartes Training erhöht sein; er wird daher im Zusammenhang gelesen und oft wiederholt.",
    insights: [
      "Kardiologen nutzen hs-CRP manchmal, um das Herz-Kreislauf-Risiko genauer einzuschätzen – gemessen, wenn Sie gesund sind, und idealerweise zweimal im Abstand einiger Wochen.",
      "Häufige Treiber einer anhaltenden stillen Entzündung sind Bauchfett, Rauchen, schlechter Schlaf, Bewegungsmangel, Zahnfleischerkrankungen und manche Darmprobleme.",
      "Eine Ernährung mit viel Gemüse, Hülsenfrüchten, Vollkorn, Olivenöl, Nüssen und fettem Fisch geht zusammen mit regelmäßiger Bewegung mit niedrigeren Entzündungswerten einher.",
      "Ein deutlich erhöhtes CRP weist auf eine akute Infektion oder Entzündung hin und gehört ärztlich abgeklärt, nicht mit Lebensstiländerungen behandelt.",
    ],
    steps: [
      [
        "hs-CRP messen, wenn Sie gesund sind",
        "Testen Sie, wenn Sie ein paar Wochen keine Erkältung, Verletzung oder hartes Training hatten, und wiederholen Sie einen erhöhten Wert.",
      ],
      [
        "Nach der Ursache suchen",
        "Ein Präventiv- oder Funktionsmediziner betrachtet Treiber wie Bauchfett, Schlaf, Darm- oder Zahngesundheit.",
      ],
      [
        "Entzündungshemmend essen",
        "Eine Ernährungsfachkraft hilft Ihnen, eine mediterrane Ernährung nach Ihren Vorlieben aufzubauen.",
      ],
    ],
  },
  "gut-health": {
    title: "Darmgesundheit",
    summary:
      "Darmgesundheit umfasst, wie gut Sie Nahrung verdauen, und die Billionen Mikroben in Ihrem Darm – das Darmmikrobiom. Diese Mikroben helfen, Ballaststoffe abzubauen, bilden Stoffe, die die Darmschleimhaut ernähren, und wirken mit Immunsystem und Stoffwechsel zusammen. Die Forschung entwickelt sich schnell, doch wie ein „gesundes“ Mikrobiom für den Einzelnen aussieht, ist noch nicht klar definiert.",
    insights: [
      "Ballaststoffe und eine große Vielfalt pflanzlicher Lebensmittel sind die am besten belegten Wege, ein vielfältiges Mikrobiom zu nähren; fermentierte Lebensmittel helfen womöglich auch.",
      "Mikrobiomtests für Verbraucher beschreiben, welche Mikroben vorhanden sind; sie können interessant und lehrreich sein, sind aber keine Diagnosewerkzeuge.",
      "Anhaltende Schmerzen, eine dauerhafte Veränderung des Stuhlgangs, Blut im Stuhl oder ungewollter Gewichtsverlust gehören zum Arzt, nicht zu einem Testset.",
      "Schlaf, Stress und Alkohol beeinflussen Darmbeschwerden bei vielen Menschen spürbar.",
    ],
    steps: [
      [
        "Bei anhaltenden Beschwerden zum Arzt",
        "Dauerhafte Schmerzen, Stuhlveränderungen, Blut im Stuhl oder Gewichtsverlust sollte zuerst ein Arzt abklären.",
      ],
      [
        "Mehr Ballaststoffe und Pflanzenvielfalt",
        "Eine auf Darmgesundheit spezialisierte Ernährungsfachkraft hilft, Ballaststoffe schrittweise zu steigern, was viele besser vertragen.",
      ],
      ["Einen Mikrobiomtest als Einblick erwägen", "Eher für Neugier und Motivation nützlich als für eine Diagnose."],
    ],
  },
  "liver-enzymes": {
    title: "Leberwerte (ALT, GGT)",
    summary:
      "ALT (GPT) und GGT sind Enzyme, die in einem üblichen Leberprofil gemessen werden. Die ALT steigt, wenn Leberzellen belastet oder geschädigt sind, die GGT reagiert empfindlich auf Alkohol, manche Medikamente und Gallenwegsprobleme. Der häufigste Grund für leicht erhöhte Leberwerte in Europa ist heute Fett, das sich in der Leber ansammelt – verbunden mit Übergewicht, Insulinresistenz und Alkohol.",
    insights: [
      "Leberwerte können nach intensivem Sport, Alkohol oder durch manche Medikamente und Präparate vorübergehend erhöht sein; ein leicht auffälliger Wert wird daher meist wiederholt.",
      "Eine Fettleber verursacht oft keine Beschwerden; Ärzte beurteilen sie mit Ultraschall oder nicht invasiven Scores.",
      "Gewichtsabnahme, weniger Alkohol und Süßgetränke sowie regelmäßige Bewegung können eine Fettleber deutlich verbessern.",
      "Pflanzliche Präparate und Bodybuilding-Mittel sind eine bekannte Ursache von Leberschäden; erzählen Sie Ihrem Arzt von allem, was Sie nehmen.",
    ],
    steps: [
      [
        "Wiederholen und mit dem Arzt besprechen",
        "Fragen Sie, ob der Wert wiederholt werden muss und was ihn erklären könnte, auch Alkohol, Medikamente und Präparate.",
      ],
      [
        "Ein vollständiges Leber- und Stoffwechselprofil testen",
        "Leberwerte liest man am besten zusammen mit Blutzucker, Blutfetten und HbA1c.",
      ],
      ["Weniger Alkohol und Süßgetränke", "Eine Ernährungsfachkraft hilft Ihnen bei Änderungen, die halten."],
    ],
  },
  "kidney-egfr": {
    title: "Nierenfunktion (eGFR)",
    summary:
      "Die eGFR (geschätzte glomeruläre Filtrationsrate) schätzt, wie gut Ihre Nieren das Blut von Abfallstoffen reinigen. Sie wird aus dem Kreatinin, manchmal auch dem Cystatin C, zusammen mit Alter und Geschlecht berechnet. Die Nierenfunktion nimmt mit dem Alter langsam ab; Bluthochdruck und Diabetes sind die häufigsten Ursachen chronischer Nierenerkrankungen, und eine frühe Nierenerkrankung macht meist keine Beschwerden – deshalb sind Tests wichtig.",
    insights: [
      "Kreatinin hängt von der Muskelmasse ab; sehr muskulöse Menschen oder wer Kreatin nimmt, können eine niedrigere eGFR ohne Nierenerkrankung haben – Cystatin C hilft bei der Klärung.",
      "Das Albumin-Kreatinin-Verhältnis im Urin erkennt frühe Nierenschäden, die die eGFR übersehen kann.",
      "Blutdruck und Blutzucker gut einstellen, nicht rauchen und Schmerzmittel wie NSAR nicht regelmäßig ohne Rücksprache nehmen schützt die Nierenfunktion.",
    ],
    steps: [
      [
        "eGFR zusammen mit einem Urintest beurteilen",
        "Fragen Sie Ihren Arzt, ob ein Albumintest im Urin ergänzt werden sollte.",
      ],
      [
        "Den eigenen Blutdruck kennen",
        "Messen Sie ihn regelmäßig; Heimgeräte von Medizintechnik-Marken machen das einfach.",
      ],
      ["Medikamente und Präparate prüfen", "Eine Apotheke kann prüfen, ob etwas, das Sie nehmen, die Nieren belastet."],
    ],
  },
  "bone-density": {
    title: "Knochendichte und Osteoporose",
    summary:
      "Die Knochendichte erreicht im frühen Erwachsenenalter ihren Höhepunkt und nimmt dann langsam ab, bei Frauen nach den Wechseljahren schneller. Osteoporose bedeutet, dass die Knochen dünn und brüchig geworden sind und leichter brechen – oft ohne Warnzeichen, bis es zu einem Bruch kommt. Eine DXA-Messung bestimmt die Knochendichte und hilft Ärzten zusammen mit Alter, Geschlecht und Risikofaktoren, das Bruchrisiko einzuschätzen. Bewegung, Ernährung und bei Bedarf Medikamente senken dieses Risiko.",
    insights: [
      "Zu den Risikofaktoren gehören frühe Wechseljahre, niedriges Körpergewicht, Rauchen, viel Alkohol, eine lange Kortisontherapie, manche Erkrankungen und ein Elternteil mit Hüftbruch.",
      "Belastende Bewegung und Krafttraining regen den Knochen an, und Gleichgewichtstraining senkt das Sturzrisiko – Stürze verursachen die meisten Brüche.",
      "Genug Kalzium aus der Nahrung, Vitamin D und Eiweiß unterstützen die Knochen; Präparate wählt man am besten mit dem Arzt aus, denn mehr ist nicht immer besser.",
    ],
    steps: [
      [
        "Fragen, ob eine Knochendichtemessung ansteht",
        "Ihr Hausarzt schätzt Ihre Risikofaktoren ein und entscheidet, ob eine DXA-Messung für Sie sinnvoll ist.",
      ],
      [
        "Vitamin D und Ernährung prüfen",
        "Ein Vitamin-D-Test und ein Blick auf Kalzium und Eiweiß zeigen, ob etwas fehlt.",
      ],
      [
        "Knochen belasten und Gleichgewicht trainieren",
        "Ein Physiotherapeut oder Trainer stellt ein sicheres Programm aus Kraft-, Sprung- und Gleichgewichtsübungen zusammen.",
      ],
    ],
  },
  hearing: {
    title: "Hören und Tinnitus",
    summary:
      "Schwerhörigkeit ist mit dem Alter und durch Lärm sehr häufig und entwickelt sich oft so allmählich, dass andere sie zuerst bemerken. Unbehandelte Schwerhörigkeit hängt mit sozialem Rückzug zusammen und gilt in großen Übersichtsarbeiten als einer der größten beeinflussbaren Risikofaktoren für Demenz; ob Hörgeräte dieses Risiko senken, wird untersucht, mit ermutigenden Ergebnissen. Tinnitus, ein Klingeln oder Rauschen im Ohr, hat viele Ursachen und sollte abgeklärt werden, besonders wenn er nur auf einer Seite auftritt.",
    insights: [
      "Ein Hörtest ist schnell und schmerzlos; viele Hörakustiker bieten ihn an.",
      "Moderne Hörgeräte sind klein und wirksam, trotzdem warten viele Menschen jahrelang, bevor sie eines ausprobieren.",
      "Ein plötzlicher Hörverlust auf einem Ohr (Hörsturz) sollte rasch, möglichst innerhalb von ein bis zwei Tagen, von einem HNO-Arzt untersucht werden.",
      "Lärm ist die am besten vermeidbare Ursache: Begrenzen Sie laute Lautstärken und tragen Sie Gehörschutz bei Konzerten, mit Elektrowerkzeugen und an lauten Arbeitsplätzen.",
    ],
    steps: [
      ["Einen Hörtest machen", "Ein Hörakustiker testet Ihr Gehör und erklärt Ergebnisse und Möglichkeiten."],
      [
        "Bei plötzlichen Veränderungen schnell zum Arzt",
        "Plötzlicher Hörverlust, einseitiger Tinnitus oder Ohrenschmerzen gehören ohne Verzögerung zum Hausarzt oder HNO-Arzt.",
      ],
      ["Die Ohren vor Lärm schützen", "Ohrstöpsel für Konzerte, Reisen und Schlaf finden Sie im Verzeichnis."],
    ],
  },
  "eye-health": {
    title: "Augengesundheit und Sehkraft",
    summary:
      "Viele Augenerkrankungen, die das Sehen bedrohen, etwa Glaukom (grüner Star), Makuladegeneration und diabetische Augenschäden, machen anfangs keine Beschwerden; deshalb sind regelmäßige Augenuntersuchungen wichtig, besonders ab 40 und bei Diabetes, Bluthochdruck oder familiärer Belastung. Der graue Star, eine Trübung der Linse, ist im Alter häufig und lässt sich gut operieren. Rauchen, schlecht eingestellter Diabetes und UV-Licht erhöhen die Risiken für die Augen.",
    insights: [
      "Augendruckmessung und ein Blick auf Sehnerv und Netzhaut erkennen ein Glaukom früh, bevor Sehkraft verloren geht.",
      "Gut eingestellter Blutzucker und Blutdruck schützen die kleinen Gefäße der Netzhaut.",
      "Plötzlicher Sehverlust, ein Schatten über einem Teil des Blickfelds, neue Lichtblitze und Schwebeteilchen oder ein schmerzhaft rotes Auge brauchen noch am selben Tag ärztliche Hilfe.",
    ],
    steps: [
      [
        "Regelmäßig die Augen untersuchen lassen",
        "Ein Augenarzt oder Optometrist sagt Ihnen, wie oft Sie nach Alter und Risiken zur Kontrolle sollten.",
      ],
      [
        "Blutzucker und Blutdruck im Zielbereich halten",
        "Ihr Hausarzt kann HbA1c und Blutdruck prüfen – beides ist für die Augen wichtig.",
      ],
      [
        "Die Warnzeichen kennen",
        "Plötzliche Sehveränderungen sind dringend; fragen Sie Ihren Hausarzt, bei welchen Zeichen Sie sofort Hilfe brauchen.",
      ],
    ],
  },
  "skin-health": {
    title: "Hautgesundheit und Hautalterung",
    summary:
      "Der größte Teil sichtbarer Hautalterung – Falten, Pigmentflecken, nachlassende Elastizität – entsteht durch Sonnenlicht und nicht allein durch das Alter, und UV-Strahlung ist auch die Hauptursache von Hautkrebs. Täglicher Sonnenschutz, Rauchverzicht und ein gesunder Lebensstil sind die am besten belegten Wege zu gesunder Haut. Manche Behandlungen, etwa Retinoide zum Auftragen, sind gegen Lichtschäden gut belegt, viele Cremes und Präparate versprechen dagegen viel mit wenig Nachweis.",
    insights: [
      "Kontrollieren Sie Ihre Haut regelmäßig: Ein Muttermal, das sich in Größe, Form oder Farbe verändert, blutet oder anders aussieht als die anderen, sollte ein Arzt ansehen.",
      "Breitband-Sonnenschutz, Schatten und Kleidung schützen am besten; Bräune ist ein Zeichen von Hautschäden.",
      "Manche Medikamente machen die Haut lichtempfindlicher; Ihre Apotheke sagt Ihnen, ob das für Ihre gilt.",
    ],
    steps: [
      [
        "Veränderte Muttermale untersuchen lassen",
        "Ein Hautarzt untersucht Ihre Haut und rät, wie oft Sie zur Kontrolle kommen sollten.",
      ],
      [
        "Behandlungen mit Nachweis wählen",
        "Ein Hautarzt erklärt, welche Behandlungen gegen Lichtschäden und Hautalterung belegt sind; Kliniken im Verzeichnis bieten Hautleistungen an.",
      ],
      [
        "Mit dem Rauchen aufhören und Medikamente prüfen",
        "Rauchen beschleunigt die Hautalterung; Ihr Hausarzt hilft beim Aufhören und prüft Medikamente, die die Lichtempfindlichkeit erhöhen.",
      ],
    ],
  },
  "oral-health": {
    title: "Mundgesundheit und Zahnfleisch",
    summary:
      "Zahnfleischerkrankungen (Parodontitis) sind bei Erwachsenen häufig und anfangs oft schmerzlos; Anzeichen sind Zahnfleischbluten, Mundgeruch und zurückgehendes Zahnfleisch oder lockere Zähne. Über den Zahnverlust hinaus hängen sie mit Diabetes und Herz-Kreislauf-Erkrankungen zusammen: Eine Parodontitis-Behandlung verbessert bei Diabetes die Blutzuckereinstellung, ob sie Herzkrankheiten verhindert, wird noch erforscht. Tägliche Pflege und regelmäßige Kontrollen beim Zahnarzt verhindern die meisten Probleme.",
    insights: [
      "Zahnfleischbluten beim Putzen ist nicht normal; es ist ein frühes Zeichen einer Zahnfleischentzündung, die der Zahnarzt behandeln kann.",
      "Zweimal täglich mit fluoridhaltiger Zahnpasta putzen und die Zahnzwischenräume reinigen ist die Grundlage.",
      "Rauchen und schlecht eingestellter Diabetes erhöhen das Risiko für Parodontitis stark.",
    ],
    steps: [
      [
        "Regelmäßig zum Zahnarzt",
        "Kontrolle und professionelle Zahnreinigung entdecken Zahnfleischerkrankungen früh; fragen Sie, wie oft Sie kommen sollten.",
      ],
      [
        "Das größere Bild betrachten",
        "Bei Parodontitis fragen Sie Ihren Hausarzt, ob Blutzucker oder Entzündungswerte geprüft werden sollten.",
      ],
      [
        "Täglich die Zahnzwischenräume reinigen",
        "Ihr Zahnarzt oder eine Dentalhygienikerin zeigt Ihnen die passende Zahnseide oder Bürstchen.",
      ],
    ],
  },
  "lung-health": {
    title: "Lungengesundheit und Atmung",
    summary:
      "Die Lungenfunktion erreicht im frühen Erwachsenenalter ihren Höhepunkt und nimmt mit dem Alter langsam ab, mit Rauchen viel schneller. Chronische Erkrankungen wie Asthma und COPD sind häufig und werden oft nicht erkannt; ein einfacher Atemtest (Spirometrie) kann sie aufdecken. Nicht rauchen, verschmutzte Luft wo möglich meiden, körperlich aktiv bleiben und empfohlene Impfungen wahrnehmen schützt die Lunge. Plötzliche starke Atemnot oder Brustschmerzen sind ein Notfall.",
    insights: [
      "Husten, der länger als einige Wochen anhält, pfeifende Atmung oder Atemnot bei Alltagsbelastungen sollten ärztlich abgeklärt werden.",
      "Mit dem Rauchen aufzuhören bremst in jedem Alter den Rückgang der Lungenfunktion.",
      "Regelmäßiges Ausdauertraining repariert die Lunge nicht, verbessert aber die Fitness und wie atemlos man sich bei Belastung fühlt; Lungensport hilft Menschen mit Lungenerkrankungen.",
    ],
    steps: [
      [
        "Anhaltende Beschwerden abklären lassen",
        "Ihr Hausarzt kann bei anhaltendem Husten, pfeifender Atmung oder Atemnot eine Spirometrie veranlassen.",
      ],
      [
        "Mit Unterstützung aufhören zu rauchen",
        "Rauchstopp-Angebote erhöhen die Chance, dauerhaft rauchfrei zu werden, auf mehr als das Doppelte.",
      ],
      [
        "Aktiv bleiben",
        "Ein Hausarzt oder Physiotherapeut schlägt einen sicheren Bewegungsplan vor; Wearables im Verzeichnis erfassen Aktivität und Fitness.",
      ],
    ],
  },
  "immune-system": {
    title: "Immunsystem",
    summary:
      "Das Immunsystem schützt vor Infektionen und räumt geschädigte Zellen ab; mit dem Alter wird es weniger wirksam und neigt eher zu stiller Entzündung. Schlaf, regelmäßige Bewegung, abwechslungsreiche Ernährung, Rauchverzicht, wenig Alkohol und empfohlene Impfungen sind die am besten belegten Wege, es gut arbeiten zu lassen. Produkte, die die Abwehr „stärken“ sollen, sind meist nicht belegt – außer beim Ausgleich eines echten Mangels, etwa an Vitamin D.",
    insights: [
      "Häufige, schwere oder ungewöhnliche Infekte sind ein Grund für einen Arztbesuch; der Arzt prüft dann etwa Blutbild, Antikörper oder andere Ursachen.",
      "In Studien erhöht kurzer Schlaf die Wahrscheinlichkeit, sich nach einem Kontakt zu erkälten.",
      "Impfungen gegen Grippe, Pneumokokken, Gürtelrose und anderes werden mit dem Alter wichtiger; Ihr Arzt sagt Ihnen, welche für Sie gelten.",
    ],
    steps: [
      [
        "Bei häufigen Infekten zum Arzt",
        "Ihr Hausarzt sucht nach zugrunde liegenden Ursachen und prüft Ihren Impfstatus.",
      ],
      [
        "Auf echte Mängel prüfen",
        "Tests auf Vitamin D, Eisen und B12 zeigen, ob etwas fehlt; Labore im Verzeichnis bieten sie an.",
      ],
      [
        "Abwechslungsreich essen",
        "Eine Ernährungsfachkraft hilft Ihnen, Ihren Bedarf mit Gemüse, Obst, Eiweiß und Ballaststoffen zu decken.",
      ],
    ],
  },
  alcohol: {
    title: "Alkohol und Gesundheit",
    summary:
      "Alkohol erhöht das Risiko für mehrere Krebsarten, Bluthochdruck, Vorhofflimmern, Lebererkrankungen und Unfälle, und er stört den Schlaf. Die frühere Annahme, maßvolles Trinken schütze das Herz, wurde durch neuere Forschung geschwächt; Gesundheitsbehörden sagen heute, dass weniger besser ist und keine Menge ohne Risiko. Wer weniger trinkt, profitiert schon nach Wochen bei Blutdruck, Schlaf, Gewicht und Leber.",
    insights: [
      "Alkoholfreie Tage, kleinere Gläser und das Aufschreiben, was man trinkt, helfen vielen beim Reduzieren.",
      "Leberwerte wie die GGT können starkes Trinken widerspiegeln, doch normale Werte bedeuten nicht, dass das Trinken harmlos ist.",
      "Wer täglich viel trinkt, sollte nicht abrupt aufhören, denn ein plötzlicher Entzug kann gefährlich sein; holen Sie vorher ärztlichen Rat ein.",
    ],
    steps: [
      [
        "Hilfe holen, wenn das Reduzieren schwerfällt",
        "Ihr Hausarzt oder eine Suchtberatung hilft vertraulich, mit Beratung und bei Bedarf mit Medikamenten.",
      ],
      [
        "Die Leber prüfen",
        "Ein Leberprofil zeigt, ob Alkohol Ihre Leber belastet hat; Labore im Verzeichnis bieten es an.",
      ],
      [
        "Trinken und Gewohnheiten verfolgen",
        "Apps im Verzeichnis helfen, Muster zu erkennen und Trinkgewohnheiten durch andere zu ersetzen.",
      ],
    ],
  },
  smoking: {
    title: "Rauchen und Dampfen",
    summary:
      "Rauchen ist die größte einzelne vermeidbare Ursache von Krankheit und frühem Tod: Es verursacht Lungen- und andere Krebsarten, Herzinfarkte, Schlaganfälle, COPD und eine schnellere Alterung von Haut und Gefäßen. Aufhören lohnt sich in jedem Alter: Das Herzrisiko sinkt schon im ersten Jahr und danach weiter. E-Zigaretten sind weit weniger schädlich als Rauchen und können manchen beim Aufhören helfen, sind aber nicht risikofrei und für Nichtraucher nicht empfohlen.",
    insights: [
      "Verhaltensunterstützung kombiniert mit Nikotinersatz oder verschreibungspflichtigen Medikamenten erhöht die Chance aufzuhören auf mehr als das Doppelte.",
      "Die meisten Menschen brauchen mehrere Versuche; jeder Versuch erhöht die Erfolgschance.",
      "Wer lange stark geraucht hat, kann in manchen Ländern an einer Lungenkrebs-Früherkennung teilnehmen; fragen Sie Ihren Arzt.",
    ],
    steps: [
      [
        "Ein Rauchstopp-Angebot nutzen",
        "Kostenlose nationale Beratungstelefone und Programme bieten Beratung und einen auf Sie zugeschnittenen Plan.",
      ],
      [
        "Nach Medikamenten fragen",
        "Ihr Hausarzt oder Apotheker erklärt Nikotinersatz und verschreibungspflichtige Optionen und was zu Ihnen passt.",
      ],
      [
        "Herz und Lunge prüfen lassen",
        "Ein Check-up mit Blutdruck und Blutfetten zeigt, wo Sie stehen; Kliniken im Verzeichnis bieten ihn an.",
      ],
    ],
  },
  "joint-pain": {
    title: "Rücken-, Knie- und Gelenkschmerzen",
    summary:
      "Rücken-, Knie- und andere Gelenkschmerzen gehören zu den häufigsten Gründen für einen Arztbesuch, und die meisten Rückenschmerzen bessern sich innerhalb weniger Wochen. Arthrose, der verschleißbedingte Gelenkschaden, wird mit dem Alter und bei Übergewicht häufiger. Den meisten Menschen hilft es mehr, aktiv zu bleiben, die Muskeln um das Gelenk zu kräftigen und bei Übergewicht etwas abzunehmen, als sich zu schonen, und Bildgebung ist anfangs selten nötig.",
    insights: [
      "Bewegungstherapie ist die am besten belegte Behandlung bei Knie- und Hüftarthrose und bei anhaltenden Kreuzschmerzen; ein Physiotherapeut passt sie an Sie an.",
      "Warnzeichen brauchen rasch ärztliche Hilfe: Rückenschmerzen mit Beinschwäche oder Taubheit im Schritt, Verlust der Blasen- oder Darmkontrolle, Fieber, ein kürzlicher Sturz oder ungewollter Gewichtsverlust sowie ein heißes, geschwollenes Gelenk.",
      "Schmerzmittel haben bei Dauergebrauch Nebenwirkungen, vor allem entzündungshemmende für Magen, Nieren und Herz; fragen Sie Arzt oder Apotheke, was zu Ihnen passt.",
    ],
    steps: [
      [
        "Anhaltende Schmerzen abklären lassen",
        "Ein Hausarzt oder Physiotherapeut untersucht Sie und stellt einen Übungsplan für Rücken oder Gelenke auf.",
      ],
      [
        "Wissen, wann es schnell zum Arzt geht",
        "Schmerzen mit Warnzeichen, nach einer Verletzung oder mit stetiger Verschlechterung sollte ein Hausarzt oder Orthopäde prüfen.",
      ],
      [
        "Aktiv bleiben und Kraft aufbauen",
        "Regelmäßige Bewegung und Krafttraining schützen die Gelenke; Kliniken im Verzeichnis bieten Physiotherapie und Training an.",
      ],
    ],
  },
};
