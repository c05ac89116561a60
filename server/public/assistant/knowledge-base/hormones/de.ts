import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const de: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Schilddrüse (TSH)",
    summary:
      "Das Thyreoidea-stimulierende Hormon (TSH) wird in der Hirnanhangdrüse gebildet und sagt der Schilddrüse, wie viel Hormon sie herstellen soll. Es ist der übliche erste Test der Schilddrüsenfunktion: Bei einer Unterfunktion steigt das TSH meist an, bei einer Überfunktion sinkt es. Schilddrüsenhormone beeinflussen Energie, Gewicht, Herzschlag, Körpertemperatur und Stimmung.",
    insights: [
      "Das TSH schwankt mit Tageszeit, Krankheit, Schwangerschaft und manchen Medikamenten und Nahrungsergänzungen – Biotin kann mehrere Schilddrüsentests verfälschen –, daher wird ein grenzwertiger Wert meist wiederholt.",
      "Ärzte beurteilen das TSH zusammen mit dem freien T4 und manchmal den Schilddrüsenantikörpern, bevor sie Schlüsse ziehen.",
      "Müdigkeit oder Gewichtsveränderungen haben viele mögliche Ursachen; ein normales TSH macht eine Schilddrüsenursache unwahrscheinlicher.",
    ],
    steps: [
      ["TSH zusammen mit freiem T4 prüfen", "Viele Labore bieten ein Schilddrüsenprofil an, auch als Heimtest."],
      [
        "Werte und Beschwerden mit einem Arzt besprechen",
        "Besonders, wenn Werte außerhalb des Referenzbereichs liegen oder Sie Beschwerden haben.",
      ],
      [
        "Nahrungsergänzungen vor dem Test erwähnen",
        "Sagen Sie Ihrem Arzt, ob Sie Präparate wie Biotin nehmen, die den Test stören können.",
      ],
    ],
  },
  "free-t4": {
    title: "Freies T4",
    summary:
      "Freies T4 (Thyroxin) ist das wichtigste Hormon der Schilddrüse, gemessen in seiner ungebundenen, aktiven Form. Zusammen mit dem TSH zeigt es, ob die Schilddrüse unter- oder überaktiv ist und ob die Hirnanhangdrüse normal steuert. Manche Labore messen auch das freie T3, die aktivere Form, die der Körper im Gewebe aus T4 bildet.",
    insights: [
      "Das Muster zählt mehr als ein einzelner Wert: Hohes TSH mit niedrigem freiem T4 spricht für eine Unterfunktion, niedriges TSH mit hohem freiem T4 für eine Überfunktion, was ein Arzt dann bestätigt.",
      "Leichte TSH-Abweichungen bei normalem freiem T4 („subklinisch“) sind häufig, besonders im Alter, und müssen oft nur beobachtet werden.",
      "Biotin-Präparate, Schwangerschaft und akute Erkrankungen können die Werte verändern.",
    ],
    steps: [
      ["Freies T4 mit TSH testen", "Beide Werte werden gemeinsam beurteilt."],
      [
        "Mit einem Arzt auswerten",
        "Ein Endokrinologe hilft, wenn die Ergebnisse unklar sind oder Sie Beschwerden haben.",
      ],
    ],
  },
  testosterone: {
    title: "Testosteron",
    summary:
      "Testosteron ist das wichtigste männliche Sexualhormon und in kleineren Mengen auch für Frauen wichtig. Es unterstützt Muskeln, Knochen, Libido, Blutbildung und Stimmung. Die Werte sind morgens am höchsten, sinken mit dem Alter allmählich und hängen stark von Schlaf, Körperfett, Krankheit und Stress ab.",
    insights: [
      "Ärzte messen Testosteron morgens und wiederholen einen niedrigen Wert, bevor sie Schlüsse ziehen, oft zusammen mit SHBG, LH und FSH.",
      "Bei Männern mit Übergewicht gehen Gewichtsabnahme, Krafttraining und guter Schlaf mit gesünderen Testosteronwerten einher.",
      "Eine Testosterontherapie hat Nutzen und Risiken, kann die Fruchtbarkeit unterdrücken und sollte nur ärztlich begonnen und überwacht werden.",
      "Bei Frauen wird Testosteron meist als Teil eines größeren Hormonprofils bestimmt, etwa bei unregelmäßigem Zyklus.",
    ],
    steps: [
      [
        "Morgens testen und wiederholen",
        "Eine Blutprobe am Morgen, bei niedrigem Wert wiederholt, vermeidet irreführende Ergebnisse.",
      ],
      [
        "Ergebnisse mit einem Facharzt besprechen",
        "Ein Endokrinologe oder Urologe betrachtet das gesamte Hormonbild und Ihre Beschwerden.",
      ],
      [
        "Auf Schlaf, Krafttraining und gesundes Gewicht achten",
        "Diese Lebensstilfaktoren hängen am deutlichsten mit dem Testosteron zusammen.",
      ],
    ],
  },
  oestradiol: {
    title: "Östradiol",
    summary:
      "Östradiol ist bei Frauen im gebärfähigen Alter die wichtigste Form des Östrogens und kommt auch bei Männern vor. Es steuert den Menstruationszyklus und unterstützt Knochen, Blutgefäße, Haut und Gehirn. Die Werte schwanken im Zyklus stark und sinken in den Wechseljahren, was Hitzewallungen, schlechteren Schlaf und Knochenabbau mit sich bringen kann.",
    insights: [
      "Weil Östradiol im Zyklus stark schwankt, sagt ein einzelner Wert wenig, solange der Zyklustag nicht bekannt ist; in der Perimenopause schwankt er von Monat zu Monat erheblich.",
      "Die Wechseljahre werden meist an Beschwerden und Alter erkannt, nicht allein an einem Bluttest.",
      "Eine Hormontherapie in den Wechseljahren lindert bei vielen Frauen die Beschwerden; ob sie zu Ihnen passt, hängt von Ihrem persönlichen Risikoprofil ab, das Ihr Arzt einschätzen kann.",
      "Bei Männern entsteht Östradiol aus Testosteron und ist wichtig für die Knochengesundheit.",
    ],
    steps: [
      [
        "Mit einer Frauenärztin oder Wechseljahres-Spezialistin sprechen",
        "Sie wägt Beschwerden, Möglichkeiten und Ihre persönlichen Risiken mit Ihnen ab.",
      ],
      [
        "Hormontests auf den Zyklus abstimmen",
        "Fragen Sie, an welchem Zyklustag getestet werden soll, damit sich das Ergebnis deuten lässt.",
      ],
      [
        "Knochen und Herz schützen",
        "Krafttraining, ausreichend Eiweiß und kalziumreiche Lebensmittel unterstützen die Knochen rund um die Wechseljahre.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisol",
    summary:
      "Cortisol ist ein Hormon der Nebennieren, das Blutzucker, Blutdruck, Entzündungen und den Schlaf-Wach-Rhythmus mitreguliert. Normalerweise erreicht es kurz nach dem Aufwachen seinen Höchststand und sinkt bis Mitternacht auf den Tiefstwert. Kurze Anstiege unter Stress sind gesund; ein dauerhaft gestörter Rhythmus hängt mit schlechtem Schlaf, chronischem Stress und einigen Erkrankungen zusammen.",
    insights: [
      "Da Cortisol einem Tagesrhythmus folgt, ist der Zeitpunkt der Probe entscheidend; manchmal werden Speichelproben zu mehreren Tageszeiten genutzt, um die Kurve zu sehen.",
      "„Nebennierenschwäche“ ist keine anerkannte medizinische Diagnose; echte Erkrankungen der Nebennieren sind selten und werden von Endokrinologen mit speziellen Tests festgestellt.",
      "Regelmäßige Schlafzeiten, Tageslicht am Morgen, Bewegung und Techniken zur Stressbewältigung helfen, den Rhythmus gesund zu halten.",
    ],
    steps: [
      [
        "Zur richtigen Tageszeit messen",
        "Fragen Sie, welcher Test zu Ihrer Frage passt: Blut am Morgen oder Speichelproben über den Tag.",
      ],
      [
        "Bei anhaltenden Beschwerden zum Arzt",
        "Deutliche Gewichtsveränderungen, Schwäche, Schwindel oder sehr hoher Blutdruck müssen ärztlich abgeklärt werden.",
      ],
      [
        "Stress und Schlaf verfolgen",
        "Wearables zeigen Muster bei Schlaf, Herzfrequenz und HRV, die bei der Planung von Erholung helfen.",
      ],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "DHEA-S (Dehydroepiandrosteronsulfat) ist ein Hormon, das vor allem die Nebennieren bilden und das der Körper in Testosteron und Östrogene umwandeln kann. Die Werte erreichen im frühen Erwachsenenalter ihren Höhepunkt und sinken danach stetig, weshalb DHEA-S als Alterungsmarker untersucht wurde. Meist wird es als Teil eines Nebennieren- oder Hormonprofils getestet.",
    insights: [
      "Alters- und geschlechtsspezifische Referenzbereiche sind unverzichtbar, denn normale Werte unterscheiden sich zwischen 25- und 65-Jährigen stark.",
      "Belege, dass DHEA-Präparate das Altern bremsen, sind dünn; sie können andere Hormone beeinflussen, und ihr rechtlicher Status unterscheidet sich je nach Land – besprechen Sie sie zuerst mit einem Arzt.",
      "Ein sehr hoher DHEA-S-Wert sollte ärztlich abgeklärt werden.",
    ],
    steps: [
      ["Als Teil eines Hormonprofils testen", "DHEA-S ist zusammen mit anderen Hormonen am aussagekräftigsten."],
      [
        "Mit einem Endokrinologen auswerten",
        "Er vergleicht Ihren Wert mit dem passenden Alters- und Geschlechtsbereich und Ihren Beschwerden.",
      ],
    ],
  },
  menopause: {
    title: "Wechseljahre und Perimenopause",
    summary:
      "Die Menopause ist der Zeitpunkt zwölf Monate nach der letzten Regelblutung, meist zwischen 45 und 55 Jahren; die Jahre mit schwankenden Hormonen davor heißen Perimenopause. Sinkendes und schwankendes Östrogen kann Hitzewallungen, Nachtschweiß, schlechten Schlaf, Stimmungsschwankungen, Gelenkschmerzen und Scheidentrockenheit auslösen; nach der Menopause steigen Knochenabbau und Herz-Kreislauf-Risiko. Die Beschwerden sind sehr unterschiedlich, und es gibt wirksame hormonelle und nicht hormonelle Behandlungen.",
    insights: [
      "Die Wechseljahre werden meist an Alter und Beschwerden erkannt; Hormontests sind vor allem bei jüngeren Frauen oder unklaren Situationen sinnvoll, weil die Werte in der Perimenopause stark schwanken.",
      "Aktuelle Leitlinien sehen die Hormontherapie als wirksamste Behandlung gegen Hitzewallungen; für die meisten gesunden Frauen, die um die Menopause beginnen, überwiegt der Nutzen, die Entscheidung hängt aber von der eigenen und der Familiengeschichte ab.",
      "Krafttraining, genug Eiweiß und Kalzium, Rauchverzicht und wenig Alkohol schützen Knochen und Herz in den Jahren nach der Menopause.",
    ],
    steps: [
      [
        "Mit einer Frauenärztin oder einem erfahrenen Hausarzt sprechen",
        "Schildern Sie Ihre Beschwerden und fragen Sie nach hormonellen und nicht hormonellen Möglichkeiten und Ihren persönlichen Risiken.",
      ],
      [
        "Knochen und Herz prüfen lassen",
        "Fragen Sie, ob Blutdruck, Blutfette, Blutzucker und eine Knochendichtemessung anstehen; Hormontests helfen nur in manchen Situationen.",
      ],
      [
        "Kraft aufbauen und knochenfreundlich essen",
        "Krafttraining, Eiweiß und kalziumreiche Lebensmittel stärken Muskeln und Knochen; Fachleute im Verzeichnis begleiten Sie dabei.",
      ],
    ],
  },
  "womens-health": {
    title: "Frauengesundheit und Menstruationszyklus",
    summary:
      "Frauengesundheit umfasst Zyklus, Fruchtbarkeit, Schwangerschaft, Wechseljahre und Erkrankungen, die bei Frauen häufiger sind, etwa Schilddrüsenerkrankungen, Eisenmangel, Osteoporose und Autoimmunerkrankungen. Der Zyklus ist ein nützliches Vitalzeichen: Sehr starke, schmerzhafte oder unregelmäßige Blutungen sind häufig, aber nichts, was man einfach hinnehmen muss – Ursachen wie Endometriose, Myome, PCOS oder Schilddrüsenprobleme lassen sich behandeln. Herzkrankheiten, oft als Männerproblem gesehen, gehören auch bei Frauen zu den häufigsten Todesursachen.",
    insights: [
      "Starke Regelblutungen sind eine häufige Ursache für Eisenmangel; bei Müdigkeit oder Atemnot lohnt sich ein Blick auf das Ferritin.",
      "Bis zur Diagnose einer Endometriose vergehen oft Jahre; Regelschmerzen, die den Alltag einschränken, sollte eine Frauenärztin abklären.",
      "Zyklus-Apps helfen, Veränderungen zu bemerken und dem Arzt zu beschreiben, taugen aber nicht als alleinige Verhütung, außer die App ist dafür zertifiziert.",
      "Früherkennungsprogramme für Gebärmutterhals- und Brustkrebs retten Leben; fragen Sie, welche in Ihrem Land für Sie gelten.",
    ],
    steps: [
      [
        "Bei Veränderungen oder Schmerzen zur Frauenärztin",
        "Starke, schmerzhafte oder unregelmäßige Blutungen oder Zwischenblutungen sollten untersucht werden.",
      ],
      [
        "Hormone und Eisen bei Bedarf prüfen",
        "Ein Arzt entscheidet, welche Tests – etwa Schilddrüse, Eisen oder ein Hormonprofil – zu Ihren Beschwerden und Ihrem Zyklus passen.",
      ],
      [
        "Den Zyklus festhalten",
        "Apps im Verzeichnis helfen, Zyklus und Beschwerden aufzuzeichnen, um sie mit Ihrem Arzt zu besprechen.",
      ],
    ],
  },
  pcos: {
    title: "PCOS (polyzystisches Ovarialsyndrom)",
    summary:
      "Das polyzystische Ovarialsyndrom (PCOS) gehört zu den häufigsten hormonellen Störungen bei Frauen im gebärfähigen Alter. Es wird aus einer Kombination festgestellt: unregelmäßiger oder ausbleibender Eisprung, Zeichen erhöhter männlicher Hormone wie Akne oder vermehrte Behaarung und polyzystisch aussehende Eierstöcke im Ultraschall. Häufig spielt eine Insulinresistenz mit, und PCOS erhöht das Risiko für Typ-2-Diabetes, Probleme beim Schwangerwerden und langfristig für Herzkrankheiten.",
    insights: [
      "Die Diagnose gehört in ärztliche Hände: Andere Ursachen unregelmäßiger Blutungen wie Schilddrüsenerkrankungen oder ein erhöhtes Prolaktin werden zuerst ausgeschlossen.",
      "Lebensstilmaßnahmen, vor allem regelmäßige Bewegung und bei Übergewicht eine maßvolle Gewichtsabnahme, verbessern bei vielen Frauen Zyklus und Insulinempfindlichkeit.",
      "Die Behandlung richtet sich nach dem Ziel – regelmäßiger Zyklus, Hautbeschwerden oder Kinderwunsch – und wird mit Frauenärztin oder Endokrinologe gewählt.",
    ],
    steps: [
      [
        "Eine gründliche Diagnose stellen lassen",
        "Hausarzt oder Frauenärztin veranlassen Hormontests und Ultraschall und schließen andere Ursachen aus.",
      ],
      [
        "Die Stoffwechselgesundheit prüfen",
        "Blutzucker, HbA1c und bei Bedarf Insulin zeigen, ob eine Insulinresistenz mitspielt.",
      ],
      [
        "Einen durchhaltbaren Plan finden",
        "Eine Ernährungsfachkraft mit PCOS-Erfahrung hilft bei Essen und Bewegung, passend zu Ihren Zielen.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 und Wachstumshormon",
    summary:
      "IGF-1 (insulinähnlicher Wachstumsfaktor 1) wird vor allem in der Leber als Antwort auf Wachstumshormon gebildet; sein Spiegel spiegelt die Aktivität des Wachstumshormons wider. Es fördert bei Kindern das Wachstum und bei Erwachsenen Muskeln und Knochen und sinkt mit dem Alter. Ärzte messen es, um Störungen des Wachstumshormons zu erkennen. In der Alternsforschung ist ein geringeres Wachstumssignal bei manchen Tieren mit längerem Leben verbunden; beim Menschen gehen sowohl sehr niedrige als auch sehr hohe IGF-1-Werte mit Gesundheitsrisiken einher.",
    insights: [
      "IGF-1 muss mit alters- und geschlechtsspezifischen Bereichen verglichen werden; Eiweißzufuhr, Fasten, Lebererkrankungen und Mangelernährung verändern den Wert.",
      "Wachstumshormon als „Anti-Aging“-Mittel oder im Bodybuilding ist dafür nicht zugelassen und kann Wassereinlagerungen, Gelenkschmerzen, Diabetes und andere Schäden verursachen.",
      "Für gesunde Erwachsene ist kein Nutzen belegt, IGF-1 gezielt zu erhöhen oder zu senken; sinnvoll ist der Fokus auf Ernährung, Kraft und Schlaf.",
    ],
    steps: [
      [
        "Nur bei einer medizinischen Frage testen",
        "Ein Endokrinologe entscheidet, ob ein IGF-1-Test sinnvoll ist, und deutet ihn für Ihr Alter.",
      ],
      [
        "Kein Wachstumshormon ohne Rezept",
        "Online gekaufte Hormone oder Peptide ohne Verordnung können schaden, ihr Inhalt ist unsicher; sprechen Sie mit Arzt oder Apotheke.",
      ],
      [
        "Muskeln und Knochen auf bewährte Weise stärken",
        "Krafttraining, genug Eiweiß und guter Schlaf arbeiten mit den körpereigenen Hormonen.",
      ],
    ],
  },
  fertility: {
    title: "Fruchtbarkeit und Kinderwunsch",
    summary:
      "Die Fruchtbarkeit hängt von beiden Partnern ab und nimmt mit dem Alter ab, bei Frauen ab Mitte dreißig deutlicher. Rauchen, viel Alkohol, starkes Über- oder Untergewicht und manche Erkrankungen verringern sie. Die meisten Paare werden innerhalb eines Jahres schwanger; Ärzte raten meist nach einem Jahr zu einer Abklärung, ab 35 Jahren bei der Frau schon nach sechs Monaten und bei bekannten Problemen oder unregelmäßigem Zyklus früher.",
    insights: [
      "Gesundheitsbehörden empfehlen Folsäure vor und in der frühen Schwangerschaft, um das Risiko von Neuralrohrdefekten zu senken; fragen Sie Arzt oder Apotheke nach dem passenden Präparat.",
      "Das AMH spiegelt die Eizellreserve wider, sagt die natürliche Fruchtbarkeit einer einzelnen Frau aber schlecht voraus; es dient vor allem der Planung einer Kinderwunschbehandlung.",
      "Ein Spermiogramm ist ein einfacher, unverzichtbarer Teil jeder Abklärung, denn bei etwa der Hälfte der Paare tragen männliche Faktoren bei.",
    ],
    steps: [
      [
        "Rechtzeitig zur Kinderwunsch-Spezialistin",
        "Eine Frauenärztin oder ein Kinderwunschzentrum veranlasst Tests für beide Partner; Labore im Verzeichnis bieten passende Bluttests an.",
      ],
      [
        "Mit dem Hausarzt vorbereiten",
        "Prüfen Sie Impfungen, Medikamente, chronische Erkrankungen und Folsäure, bevor Sie schwanger werden möchten.",
      ],
      [
        "Den Partner einbeziehen",
        "Ein Hausarzt oder Urologe veranlasst ein Spermiogramm und sucht nach behandelbaren Ursachen.",
      ],
    ],
  },
};
