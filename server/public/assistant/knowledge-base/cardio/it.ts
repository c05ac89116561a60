import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const it: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "Colesterolo LDL",
    summary:
      "Il colesterolo LDL (LDL-C) misura il colesterolo trasportato dalle lipoproteine a bassa densità. Nel corso degli anni queste particelle possono entrare nella parete delle arterie e accumularsi come placca (aterosclerosi): per questo l'LDL-C è uno dei marcatori del rischio cardiovascolare più studiati e più modificabili. Non esiste un valore giusto per tutti: le linee guida fissano un obiettivo personale in base al rischio complessivo, all'età, alla storia familiare e ad altre malattie.",
    insights: [
      "I cardiologi valutano l'LDL-C insieme al rischio complessivo, mai da solo: lo stesso valore può andare bene per una persona ed essere troppo alto per un'altra.",
      "L'ApoB conta direttamente le particelle che formano la placca e la Lp(a) è in gran parte ereditaria; molti medici della prevenzione le aggiungono al profilo lipidico standard, soprattutto in caso di malattie cardiache precoci in famiglia.",
      "Un'alimentazione ricca di fibre, legumi, frutta secca e grassi insaturi, con meno grassi saturi, l'attività regolare e il non fumare aiutano molte persone; alcune hanno bisogno anche di farmaci, una decisione da prendere con il proprio medico.",
      "Un LDL-C molto alto, o alto già in giovane età, può essere familiare (ipercolesterolemia familiare) e merita una valutazione medica.",
    ],
    steps: [
      [
        "Rivedere il profilo lipidico con un medico",
        "Chieda al medico di base o a un cardiologo esperto in prevenzione di interpretare il suo LDL-C in base al suo rischio cardiovascolare personale e di concordare un obiettivo.",
      ],
      [
        "Valutare il dosaggio di ApoB e Lp(a)",
        "Questi esami lipidici completano l'LDL-C; diversi laboratori della directory li offrono con un prelievo di sangue.",
      ],
      [
        "Lavorare su alimentazione e attività",
        "Un professionista della nutrizione può aiutarla ad adottare un'alimentazione ricca di fibre e buona per il cuore, da mantenere nel tempo.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "L'apolipoproteina B (ApoB) si trova su ogni particella di LDL, VLDL e Lp(a), quindi il suo livello indica quante particelle potenzialmente in grado di formare placca circolano nel sangue. Poiché conta le particelle anziché il colesterolo che trasportano, l'ApoB può rivelare un rischio che un LDL-C standard non mostra, per esempio quando i trigliceridi sono alti. Le linee guida europee la riconoscono come marcatore utile accanto all'LDL-C.",
    insights: [
      "ApoB e LDL-C di solito vanno di pari passo; quando non concordano, molti lipidologi danno più peso all'ApoB.",
      "Questa discordanza è più frequente con trigliceridi alti, insulino-resistenza, diabete di tipo 2 o sovrappeso.",
      "Le abitudini e le terapie che abbassano l'LDL-C abbassano anche l'ApoB: è soprattutto un modo più preciso di seguire lo stesso rischio.",
    ],
    steps: [
      [
        "Aggiungere l'ApoB al prossimo esame",
        "Chieda l'ApoB insieme al profilo lipidico standard; diversi laboratori della directory la offrono.",
      ],
      [
        "Interpretare il risultato nel contesto",
        "Un cardiologo esperto in prevenzione può collocare l'ApoB nel suo rischio cardiovascolare complessivo e nella sua storia familiare.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "La lipoproteina(a), o Lp(a), è una particella simile all'LDL con una proteina in più. Il suo livello dipende soprattutto dai geni e resta abbastanza stabile nel corso della vita; un livello alto è un fattore di rischio indipendente per infarto, ictus e restringimento della valvola aortica. Le linee guida europee consigliano di misurarla almeno una volta in età adulta.",
    insights: [
      "Poiché la Lp(a) è in gran parte ereditaria, lo stile di vita la modifica poco; i medici considerano un valore alto un motivo per prendere ancora più sul serio gli altri fattori di rischio.",
      "Un risultato alto va condiviso con i parenti stretti, che potrebbero averlo ereditato.",
      "Terapie mirate alla Lp(a) sono in fase di sperimentazione; per ora l'obiettivo è ridurre il rischio cardiovascolare complessivo.",
    ],
    steps: [
      [
        "Misurare la Lp(a) una volta",
        "Di solito basta un solo esame del sangue, perché il livello cambia poco nel corso della vita.",
      ],
      [
        "Rivedere il rischio complessivo con un medico",
        "Se il valore è alto, chieda come cambia i suoi obiettivi per LDL-C, pressione e altri fattori di rischio.",
      ],
      ["Informare la famiglia", "I parenti stretti potrebbero volerne parlare con il proprio medico per fare il test."],
    ],
  },
  triglycerides: {
    title: "Trigliceridi",
    summary:
      "I trigliceridi sono la principale forma in cui il corpo immagazzina i grassi e li trasporta nel sangue come fonte di energia. Livelli alti accompagnano spesso un'alimentazione ricca di carboidrati raffinati e alcol, il sovrappeso, l'insulino-resistenza e alcuni farmaci o malattie, e aumentano il rischio cardiovascolare. Livelli molto alti possono anche infiammare il pancreas, una situazione che richiede cure mediche.",
    insights: [
      "I trigliceridi reagiscono in fretta agli ultimi pasti e bevande, perciò molti laboratori chiedono un prelievo a digiuno o una ripetizione prima di trarre conclusioni.",
      "Trigliceridi alti con HDL basso fanno spesso pensare i medici a un'insulino-resistenza; allora controllano anche glicemia, HbA1c e circonferenza vita.",
      "Ridurre alcol e bevande zuccherate, fare attività fisica regolare e perdere il peso in eccesso sono tra i modi più affidabili per abbassarli.",
      "Gli omega-3 vengono talvolta usati per i trigliceridi alti sotto controllo medico; chieda al suo medico invece di curarsi da solo.",
    ],
    steps: [
      [
        "Ripetere e interpretare l'esame",
        "Chieda al medico se serve un controllo a digiuno e come il risultato si accorda con gli altri lipidi.",
      ],
      [
        "Controllare i marcatori metabolici",
        "HbA1c e insulina a digiuno mostrano se la regolazione della glicemia ha un ruolo.",
      ],
      [
        "Rivedere bevande e alimentazione",
        "Un dietista può aiutarla a ridurre in modo duraturo alcol, bevande zuccherate e carboidrati raffinati.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "Colesterolo HDL",
    summary:
      "Il colesterolo HDL è spesso chiamato colesterolo «buono» perché le particelle HDL aiutano a riportare il colesterolo dalle pareti delle arterie al fegato. Un HDL basso di solito si accompagna ad altri fattori di rischio come insulino-resistenza, sedentarietà o fumo. Un HDL molto alto non protegge necessariamente di più, e i farmaci che alzano soltanto l'HDL nella maggior parte degli studi non hanno prevenuto gli infarti.",
    insights: [
      "I medici leggono l'HDL come parte dell'intero profilo lipidico; il colesterolo non-HDL e il rapporto colesterolo totale/HDL sono spesso più informativi dell'HDL da solo.",
      "L'attività aerobica regolare, smettere di fumare e perdere il peso in eccesso tendono ad alzare un po' l'HDL.",
      "HDL basso con trigliceridi alti è un quadro tipico dell'insulino-resistenza.",
    ],
    steps: [
      [
        "Guardare l'intero profilo lipidico",
        "Chieda al medico come si combinano HDL, LDL-C, trigliceridi e rischio complessivo.",
      ],
      ["Controllare la salute metabolica", "HbA1c e insulina a digiuno mostrano se c'è un'insulino-resistenza."],
      [
        "Muoversi di più, quasi ogni giorno",
        "L'attività aerobica regolare è uno dei pochi modi affidabili per alzare l'HDL; un tracker può aiutarla a mantenerla.",
      ],
    ],
  },
  homocysteine: {
    title: "Omocisteina",
    summary:
      "L'omocisteina è un amminoacido che si forma quando il corpo trasforma la metionina delle proteine. Per smaltirla servono folati, vitamina B12 e vitamina B6: un livello alto segnala quindi spesso una carenza di queste vitamine, una ridotta funzione renale, alcuni farmaci o differenze ereditarie. L'omocisteina alta è associata alle malattie cardiovascolari e al declino cognitivo.",
    insights: [
      "Abbassare l'omocisteina con le vitamine del gruppo B non ha prevenuto gli infarti in modo costante negli studi, perciò i medici vedono un valore alto soprattutto come indizio della sua causa.",
      "Di solito si misurano insieme B12, folati e funzione renale.",
      "La ricerca sta ancora chiarendo se le vitamine B rallentino l'invecchiamento cerebrale negli anziani con omocisteina alta.",
    ],
    steps: [
      ["Misurarla insieme a B12 e folati", "I tre risultati si interpretano insieme, spesso con la funzione renale."],
      [
        "Cercare la causa con il medico",
        "Chieda se alimentazione, farmaci, funzione renale o fattori ereditari possano spiegare un valore alto.",
      ],
      [
        "Mangiare cibi ricchi di folati",
        "Verdure a foglia verde, legumi e cereali integrali forniscono folati; un dietista può verificare il suo apporto di vitamine B.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Pressione arteriosa",
    summary:
      "La pressione arteriosa è la forza con cui il sangue spinge contro le pareti delle arterie e si esprime con due numeri in mmHg: la sistolica (quando il cuore batte) e la diastolica (tra un battito e l'altro). La pressione alta raramente dà sintomi, ma negli anni è uno dei maggiori fattori di rischio per ictus, infarto, malattie renali e demenza. Cambiare le abitudini la abbassa in molte persone e, quando servono, i farmaci sono ben studiati.",
    insights: [
      "Una sola misurazione alta in ambulatorio dice poco; i medici confermano l'ipertensione con misurazioni ripetute, spesso a casa o con un holter pressorio di 24 ore.",
      "Meno sale, più verdura, frutta e legumi, attività fisica regolare, poco alcol e la perdita del peso in eccesso abbassano ciascuno la pressione di qualche punto, e insieme possono fare molto.",
      "A casa, gli sfigmomanometri da braccio validati clinicamente danno letture più affidabili di quelli da polso.",
      "Se e quando iniziare un farmaco dipende dai suoi valori e dal rischio complessivo: è una decisione da prendere con il medico.",
    ],
    steps: [
      [
        "Far controllare la pressione",
        "Chieda al medico di base di misurarla e di spiegarle i valori in relazione al suo rischio cardiovascolare.",
      ],
      [
        "Misurarla a casa per una settimana",
        "Uno sfigmomanometro da braccio validato, usato ogni giorno agli stessi orari, dà al medico un quadro più fedele di una sola misurazione in ambulatorio.",
      ],
      [
        "Meno sale e più movimento",
        "Un professionista della nutrizione può aiutarla a seguire ogni giorno un modello come la dieta DASH o mediterranea.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Score del calcio coronarico e TC del cuore",
    summary:
      "Lo score del calcio coronarico (CAC) si ottiene con una TC del cuore a basso dosaggio che misura la placca calcificata nelle arterie coronarie. Uno score pari a zero indica poca placca calcificata; valori più alti indicano più aterosclerosi e un rischio di infarto più elevato. Si usa soprattutto nelle persone a rischio intermedio, per decidere quanto intensamente trattare i fattori di rischio; non è un esame di screening per tutti.",
    insights: [
      "Lo score mostra solo la placca già indurita; quella morbida non si vede. Uno zero riduce il rischio ma non lo esclude, soprattutto nei giovani e nei fumatori.",
      "L'esame comporta una piccola dose di radiazioni e reperti casuali fuori dal cuore possono portare ad altri esami: conviene chiarire prima se il risultato cambierebbe qualcosa per lei.",
      "La angio-TC con mezzo di contrasto mostra le arterie in modo più dettagliato e si prescrive di solito in presenza di sintomi, non come check-up.",
    ],
    steps: [
      [
        "Chiedere se lo score del calcio è adatto al suo rischio",
        "Un medico di base o un cardiologo esperto in prevenzione può dirle se il risultato cambierebbe la terapia prima che prenoti l'esame.",
      ],
      [
        "Capire cosa mostra l'esame",
        "Un radiologo può spiegare la dose di radiazioni, cosa mostra il referto e cosa non può mostrare.",
      ],
      [
        "Abbinarlo ai lipidi nel sangue",
        "ApoB e Lp(a) completano il quadro delle particelle che formano la placca; diversi laboratori della directory le misurano.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Ritmo cardiaco e fibrillazione atriale",
    summary:
      "Le palpitazioni, la sensazione che il cuore acceleri, batta forte o salti un colpo, sono comuni e spesso innocue, per esempio dopo caffeina, alcol, stress o un sonno scarso. La fibrillazione atriale è il disturbo del ritmo persistente più frequente: gli atri battono in modo irregolare, a volte senza che ce ne si accorga, e il rischio di ictus aumenta. Palpitazioni con dolore al petto, svenimento o grave mancanza di fiato richiedono cure urgenti.",
    insights: [
      "I disturbi del ritmo si diagnosticano con un ECG registrato durante i sintomi; una registrazione più lunga o l'ECG di un orologio aiutano a cogliere episodi che vanno e vengono.",
      "Gli avvisi di ritmo irregolare di smartwatch e anelli possono essere uno stimolo utile, ma danno falsi allarmi e perdono episodi; la diagnosi la conferma un ECG medico.",
      "Il rischio di fibrillazione atriale cresce con l'età, la pressione alta, l'apnea notturna, l'alcol in eccesso e il sovrappeso, e si riduce trattandoli.",
    ],
    steps: [
      [
        "Far valutare le palpitazioni ricorrenti",
        "Il medico di base o un cardiologo può fare un ECG e decidere se serve un monitoraggio più lungo.",
      ],
      [
        "Registrare un episodio quando accade",
        "Alcuni orologi registrano un ECG a una derivazione; mostri le registrazioni al medico invece di interpretarle da solo.",
      ],
      [
        "Annotare i fattori scatenanti",
        "Prenda nota di caffeina, alcol, sonno e stress intorno a ogni episodio per parlarne con il medico.",
      ],
    ],
  },
  statins: {
    title: "Statine e farmaci per il colesterolo",
    summary:
      "Le statine abbassano il colesterolo LDL riducendo la quantità di colesterolo prodotta dal fegato, e grandi studi mostrano che riducono infarti e ictus, in modo più evidente nelle persone a rischio più alto. Altri farmaci, come l'ezetimibe o gli inibitori di PCSK9, possono essere aggiunti o usati al loro posto. Se un farmaco abbia senso dipende dal rischio cardiovascolare complessivo: è una decisione da prendere con il medico.",
    insights: [
      "Il beneficio dipende soprattutto da quanto è alto il rischio e da quanto scende l'LDL; le linee guida usano carte del rischio e talvolta lo score del calcio o la Lp(a) per decidere.",
      "I dolori muscolari sono il disturbo più noto; negli studi in cieco la maggior parte compare con la stessa frequenza con il placebo, ma gli effetti collaterali veri esistono e meritano attenzione.",
      "Non sospenda né modifichi mai da solo un farmaco prescritto; se gli effetti collaterali danno fastidio, il medico spesso può cambiare farmaco o adattare la terapia.",
    ],
    steps: [
      [
        "Parlare del rischio complessivo",
        "Un medico di base o un cardiologo esperto in prevenzione può stimare il suo rischio e spiegare cosa cambierebbe un farmaco per lei e cosa no.",
      ],
      [
        "Segnalare apertamente gli effetti collaterali",
        "Riferisca al medico o al farmacista eventuali sintomi e gli altri farmaci o integratori che assume.",
      ],
      [
        "Seguire l'andamento con gli esami",
        "Gli esami dei lipidi, ApoB compresa, mostrano quanto funziona la terapia; i laboratori della directory li offrono.",
      ],
    ],
  },
};
