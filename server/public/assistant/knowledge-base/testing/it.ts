import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const it: TopicTexts<TestingId> = {
  longevity: {
    title: "Longevità e invecchiamento in salute",
    summary:
      "La medicina della longevità mira ad allungare gli anni vissuti in buona salute, non solo la durata della vita. Le prove più solide indicano ancora le basi: attività fisica regolare con allenamento di forza, non fumare, un'alimentazione soprattutto vegetale, buon sonno, peso sano, poco alcol e legami sociali forti, insieme alla diagnosi e alla cura precoci di rischio cardiovascolare, diabete e tumori. Molti interventi più recenti, compresi gli integratori venduti contro l'invecchiamento, sono ancora in studio sull'uomo.",
    insights: [
      "I medici della prevenzione si concentrano sulle principali cause di morte e disabilità – malattie cardiache, tumori, malattie metaboliche e neurodegenerative – e seguono marcatori come ApoB, HbA1c, pressione, forma fisica e forza muscolare.",
      "La forma cardiorespiratoria e la forza muscolare sono tra i più forti predittori di un invecchiamento in salute, ed entrambe si possono allenare a ogni età.",
      "Le prove per la maggior parte degli integratori anti-età nell'uomo sono ancora limitate; parli di qualsiasi integratore con un medico, soprattutto se prende farmaci.",
      "I programmi di screening, per esempio per i tumori del colon, del seno e della cervice, sono strumenti collaudati per vivere più a lungo e vanno tenuti aggiornati.",
    ],
    steps: [
      [
        "Fare un check-up di partenza",
        "Una clinica di prevenzione o della longevità può valutare come punto di partenza il suo rischio cardiovascolare, metabolico e oncologico.",
      ],
      [
        "Misurare i biomarcatori chiave",
        "ApoB, Lp(a), HbA1c, PCR-hs e vitamina D sono punti di partenza frequenti; i laboratori della directory li offrono.",
      ],
      [
        "Allenare resistenza e forza",
        "Forma aerobica e forza muscolare sono tra i migliori predittori di un invecchiamento in salute; un dispositivo aiuta a seguire i progressi.",
      ],
    ],
  },
  "biological-age": {
    title: "Età biologica",
    summary:
      "I test dell'età biologica stimano quanti anni «dimostra» il corpo rispetto all'età anagrafica. I più comuni sono gli orologi epigenetici, che leggono segni chimici (metilazione del DNA) sui geni; altri usano la lunghezza dei telomeri, i glicani o normali marcatori del sangue. Sono strumenti di ricerca promettenti, ma i risultati cambiano tra un test e l'altro e persino tra campioni ripetuti, e non sono ancora validati per prendere decisioni mediche.",
    insights: [
      "Orologi diversi misurano cose diverse, quindi confronti nel tempo solo i risultati dello stesso test.",
      "Marcatori consolidati come pressione, ApoB, HbA1c, forma fisica e forza restano guide migliori su cosa cambiare.",
      "Fumo, obesità, sonno scarso e sedentarietà si associano a stime di età biologica più alte.",
    ],
    steps: [
      [
        "Partire dai marcatori collaudati",
        "Pressione, ApoB, HbA1c e forma fisica dicono più su cosa cambiare di qualsiasi singola stima dell'età.",
      ],
      [
        "Discutere i risultati con un medico della longevità",
        "Può inquadrare la stima dell'età biologica insieme agli altri risultati.",
      ],
      [
        "Se fa il test, usare sempre lo stesso",
        "Test diversi non sono confrontabili; lo ripeta con lo stesso fornitore per vedere un andamento.",
      ],
    ],
  },
  "full-body-mri": {
    title: "Risonanza total body e scansioni del corpo",
    summary:
      "Le risonanze magnetiche total body vengono offerte privatamente a persone senza sintomi per scoprire presto le malattie. La risonanza non usa radiazioni, ma nelle persone sane trova spesso reperti casuali, quasi sempre innocui, che possono portare ad altri esami, preoccupazione e talvolta interventi inutili. Le società mediche oggi non raccomandano queste scansioni di screening nelle persone senza sintomi, perché non è dimostrato che salvino vite, a differenza dei programmi di screening consolidati.",
    insights: [
      "Prima di prenotare, chieda cosa l'esame può e non può rilevare, chi legge le immagini e come vengono seguiti i reperti.",
      "Una risonanza non sostituisce gli screening collaudati per i tumori del colon, del seno e della cervice, né il controllo di pressione e colesterolo.",
      "Un esame mirato prescritto da un medico per sintomi o un rischio specifico è un'altra situazione ed è spesso molto utile.",
    ],
    steps: [
      [
        "Valutare pro e contro con un medico",
        "Un medico della prevenzione può dirle se una scansione le serve davvero; le cliniche della directory che le offrono sono elencate.",
      ],
      [
        "Informarsi su procedura e refertazione",
        "Un radiologo può spiegare qualità delle immagini, referto e cosa succede con i reperti inattesi.",
      ],
      [
        "Seguire gli screening collaudati",
        "Il medico di base può dirle quali programmi di screening e check-up la riguardano.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Test genetici",
    summary:
      "I test genetici vanno da esami medici per specifiche malattie ereditarie, come BRCA o l'ipercolesterolemia familiare, ai test del DNA per il pubblico e al sequenziamento del genoma. I test genetici medici sono preziosi quando la storia personale o familiare fa pensare a un rischio ereditario. I test per il pubblico possono essere interessanti, ma i punteggi di rischio per le malattie comuni di solito cambiano poco il rischio, alcuni risultati sono incerti e i reperti possono avere conseguenze per i familiari e, in alcuni Paesi, per le assicurazioni.",
    insights: [
      "Una consulenza genetica prima e dopo il test aiuta a capire cosa significa un risultato e cosa no.",
      "Un test per il pubblico negativo per poche varianti BRCA non esclude un rischio ereditario di tumore; i test medici analizzano una parte molto più ampia del gene.",
      "Per la maggior parte delle persone, stile di vita e fattori di rischio classici come pressione, ApoB e fumo contano più delle varianti genetiche comuni.",
    ],
    steps: [
      ["Parlare con un consulente genetico", "Può valutare se il test ha senso e prepararla ai possibili risultati."],
      [
        "Ricostruire la storia familiare",
        "Annoti malattie ed età dei parenti stretti e ne parli con il medico di base.",
      ],
      [
        "Se fa il test, scegliere con cura",
        "Nella directory trova laboratori con test del DNA; verifichi cosa analizzano, come conservano i dati e se i risultati includono una consulenza medica.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Screening dei tumori",
    summary:
      "Lo screening cerca un tumore o le sue lesioni precursori prima che compaiano sintomi, quando la cura è più efficace. I programmi organizzati per i tumori del colon, del seno e della cervice riducono la mortalità, e alcuni Paesi offrono lo screening del tumore del polmone ai forti fumatori. Il test del PSA per il tumore della prostata ha benefici e svantaggi ed è una scelta personale da fare con il medico. I nuovi esami del sangue che cercano molti tumori insieme sono ancora in valutazione e non sostituiscono gli screening collaudati.",
    insights: [
      "Quali esami servono e con che frequenza dipende da età, sesso, storia familiare e Paese; i programmi nazionali invitano a quelli collaudati.",
      "Tumori in giovane età in famiglia possono giustificare uno screening più precoce o una consulenza genetica.",
      "Lo screening è per chi non ha sintomi; segnali d'allarme come sangue nelle feci, un nodulo nuovo o un calo di peso inspiegabile richiedono un controllo medico rapido.",
    ],
    steps: [
      [
        "Verificare quali programmi la riguardano",
        "Il medico di base può dirle quali screening sono raccomandati per la sua età e la sua storia.",
      ],
      [
        "Tenere aggiornati gli screening di cervice e seno",
        "Un medico di base o un ginecologo può prescrivere gli esami dovuti.",
      ],
      [
        "Parlare del PSA se la riguarda",
        "Un medico di base o un urologo può spiegarle vantaggi e svantaggi del test del PSA.",
      ],
    ],
  },
  "health-checkup": {
    title: "Check-up e esami del sangue",
    summary:
      "Un buon check-up si concentra su ciò che influisce di più sulla salute e su cui si può agire: pressione, peso e circonferenza vita, fumo e alcol, lipidi, glicemia, funzione renale e screening oncologici adatti all'età, insieme a sintomi e storia familiare. Più esami non significa meglio: grandi pannelli nelle persone sane danno spesso valori al limite che creano preoccupazione e altri esami senza beneficio.",
    insights: [
      "Esami di base utili negli adulti sono spesso un profilo lipidico (idealmente con ApoB), HbA1c o glicemia a digiuno, funzione renale e, secondo la storia, enzimi epatici, emocromo, ferritina, tiroide o vitamina D.",
      "I risultati si interpretano meglio con un medico che conosce la sua storia; gli intervalli di riferimento non sono obiettivi.",
      "Le cliniche della prevenzione e della longevità offrono check-up estesi; chieda cosa comprendono e come vengono spiegati i risultati.",
    ],
    steps: [
      [
        "Partire dal medico di base",
        "Il medico può decidere quali esami hanno senso per età, storia e fattori di rischio.",
      ],
      [
        "Valutare un check-up preventivo esteso",
        "Le cliniche di prevenzione della directory offrono check-up che uniscono esami e colloquio medico.",
      ],
      [
        "Fare gli esami del sangue necessari",
        "I laboratori della directory offrono esami del sangue, anche con kit da casa; condivida i risultati con il medico.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Test del microbiota e delle intolleranze",
    summary:
      "I test del microbiota da fare a casa analizzano un campione di feci per descrivere quali batteri intestinali sono presenti; possono essere istruttivi, ma la scienza non sa ancora tradurre la maggior parte dei risultati in consigli personali affidabili. I test delle intolleranze alimentari che misurano gli anticorpi IgG non sono raccomandati dalle società di allergologia, perché le IgG riflettono l'esposizione ai cibi e non un'intolleranza. Le vere allergie e malattie come la celiachia o l'intolleranza al lattosio si diagnosticano con esami medici validati.",
    insights: [
      "Eliminare cibi in base ai risultati delle IgG può portare a diete inutilmente restrittive e a carenze.",
      "Disturbi digestivi persistenti, calo di peso, sangue nelle feci o anemia richiedono un medico, non un test per il pubblico.",
      "Un'alimentazione varia e ricca di fibre sostiene il microbiota, qualunque cosa dica un test.",
    ],
    steps: [
      [
        "Andare prima dal medico per i sintomi",
        "Un medico di base o un gastroenterologo può cercare celiachia, allergie o altre cause con metodi validati.",
      ],
      [
        "Chiedere un consiglio alimentare",
        "Un dietista esperto di salute intestinale può guidare in sicurezza una dieta di esclusione se serve.",
      ],
      [
        "Se fa il test per curiosità, conoscerne i limiti",
        "Nella directory trova laboratori con test del microbiota; consideri i risultati un'informazione, non una diagnosi.",
      ],
    ],
  },
};
