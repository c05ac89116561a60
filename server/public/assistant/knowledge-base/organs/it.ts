import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const it: TopicTexts<OrganId> = {
  inflammation: {
    title: "Infiammazione e PCR ad alta sensibilità",
    summary:
      "L'infiammazione è la risposta del sistema immunitario a una lesione o a un'infezione; quando una forma lieve e silenziosa persiste, è associata a malattie cardiache, diabete e altre malattie legate all'età. La proteina C reattiva ad alta sensibilità (PCR-hs) è il marcatore del sangue più usato per valutare questa infiammazione di basso grado. Un singolo valore può salire per un raffreddore, una lesione o un allenamento intenso, quindi va letto nel contesto e spesso ripetuto.",
    insights: [
      "I cardiologi usano talvolta la PCR-hs per affinare il rischio cardiovascolare, misurata quando si sta bene e idealmente due volte, a qualche settimana di distanza.",
      "Cause frequenti di un'infiammazione lieve persistente sono il grasso addominale, il fumo, il sonno scarso, la sedentarietà, le malattie delle gengive e alcuni disturbi intestinali.",
      "Un'alimentazione ricca di verdure, legumi, cereali integrali, olio d'oliva, frutta secca e pesce grasso, insieme all'attività fisica regolare, si associa a marcatori infiammatori più bassi.",
      "Una PCR nettamente alta indica un'infezione o un'infiammazione acuta e richiede una valutazione medica, non cambiamenti nello stile di vita.",
    ],
    steps: [
      [
        "Misurare la PCR-hs quando si sta bene",
        "Faccia l'esame dopo qualche settimana senza raffreddori, lesioni o allenamenti intensi e ripeta un valore alto.",
      ],
      [
        "Cercare la causa",
        "Un medico della prevenzione o di medicina funzionale può valutare fattori come grasso addominale, sonno, intestino o denti.",
      ],
      [
        "Adottare un'alimentazione antinfiammatoria",
        "Un professionista della nutrizione può aiutarla a costruire un'alimentazione di tipo mediterraneo secondo i suoi gusti.",
      ],
    ],
  },
  "gut-health": {
    title: "Salute intestinale",
    summary:
      "La salute intestinale riguarda quanto bene si digerisce il cibo e i miliardi di microbi che vivono nell'intestino, il microbiota intestinale. Questi microbi aiutano a scomporre le fibre, producono sostanze che nutrono la parete intestinale e interagiscono con sistema immunitario e metabolismo. La ricerca avanza in fretta, ma non è ancora ben definito come sia un microbiota «sano» per la singola persona.",
    insights: [
      "Le fibre e una grande varietà di alimenti vegetali sono i modi meglio dimostrati per nutrire un microbiota vario; anche i cibi fermentati possono aiutare.",
      "I test del microbiota per il pubblico descrivono quali microbi sono presenti; possono essere interessanti e istruttivi, ma non sono strumenti diagnostici.",
      "Dolore persistente, un cambiamento duraturo dell'alvo, sangue nelle feci o un calo di peso inspiegabile richiedono un medico, non un kit.",
      "Sonno, stress e alcol influiscono in modo evidente sui disturbi intestinali di molte persone.",
    ],
    steps: [
      [
        "Andare dal medico per sintomi persistenti",
        "Dolore duraturo, cambiamenti dell'alvo, sangue nelle feci o calo di peso vanno valutati prima da un medico.",
      ],
      [
        "Aumentare fibre e varietà vegetale",
        "Un dietista esperto di salute intestinale può aiutarla ad aumentare le fibre gradualmente, cosa che molti tollerano meglio.",
      ],
      ["Valutare un test del microbiota per informarsi", "Utile per curiosità e motivazione più che per una diagnosi."],
    ],
  },
  "liver-enzymes": {
    title: "Enzimi epatici (ALT, GGT)",
    summary:
      "ALT e GGT sono enzimi misurati in un normale profilo epatico. L'ALT sale quando le cellule del fegato sono sotto stress o danneggiate, e la GGT è sensibile all'alcol, ad alcuni farmaci e ai problemi delle vie biliari. In Europa la causa più comune di enzimi epatici lievemente alti è oggi l'accumulo di grasso nel fegato, legato a sovrappeso, insulino-resistenza e alcol.",
    insights: [
      "Gli enzimi epatici possono salire temporaneamente dopo uno sforzo intenso, l'alcol o alcuni farmaci o integratori, quindi un risultato lievemente alterato di solito si ripete.",
      "Il fegato grasso spesso non dà sintomi; i medici possono valutarlo con un'ecografia o con punteggi non invasivi.",
      "Perdere peso, ridurre alcol e bevande zuccherate e fare attività fisica regolare possono migliorare molto il fegato grasso.",
      "Gli integratori a base di erbe e per il bodybuilding sono una causa riconosciuta di danno epatico; dica al medico tutto ciò che assume.",
    ],
    steps: [
      [
        "Ripetere e rivedere con un medico",
        "Chieda se il risultato va ripetuto e cosa potrebbe spiegarlo, compresi alcol, farmaci e integratori.",
      ],
      [
        "Fare un profilo epatico e metabolico completo",
        "Gli enzimi epatici si leggono meglio insieme a glicemia, lipidi e HbA1c.",
      ],
      ["Ridurre alcol e bevande zuccherate", "Un dietista può aiutarla a fare cambiamenti duraturi."],
    ],
  },
  "kidney-egfr": {
    title: "Funzione renale (eGFR)",
    summary:
      "L'eGFR (velocità di filtrazione glomerulare stimata) stima quanto bene i reni filtrano le scorie dal sangue. Si calcola dalla creatinina, a volte dalla cistatina C, insieme a età e sesso. La funzione renale cala lentamente con l'età; ipertensione e diabete sono le cause più comuni di malattia renale cronica, e una malattia renale iniziale di solito non dà sintomi: per questo gli esami sono importanti.",
    insights: [
      "La creatinina dipende dalla massa muscolare, quindi le persone molto muscolose o che prendono creatina possono avere un eGFR più basso senza malattia renale; la cistatina C aiuta a chiarire.",
      "Il rapporto albumina/creatinina nelle urine rileva un danno renale precoce che l'eGFR può non vedere.",
      "Controllare pressione e glicemia, non fumare e non usare regolarmente antinfiammatori senza consiglio aiutano a proteggere la funzione renale.",
    ],
    steps: [
      [
        "Valutare l'eGFR insieme a un esame delle urine",
        "Chieda al medico se aggiungere un esame dell'albumina urinaria.",
      ],
      [
        "Conoscere la propria pressione",
        "La misuri regolarmente; gli apparecchi dei marchi di dispositivi medici rendono facile farlo a casa.",
      ],
      ["Controllare farmaci e integratori", "Un farmacista può verificare se ciò che assume influisce sui reni."],
    ],
  },
  "bone-density": {
    title: "Densità ossea e osteoporosi",
    summary:
      "La densità ossea raggiunge il massimo nella prima età adulta e poi cala lentamente, più in fretta nelle donne dopo la menopausa. Osteoporosi significa che le ossa sono diventate sottili e fragili e si rompono più facilmente, spesso senza segnali prima di una frattura. Una densitometria (DXA) misura la densità ossea e, insieme a età, sesso e fattori di rischio, aiuta il medico a stimare il rischio di frattura. Attività fisica, alimentazione e, se serve, farmaci riducono questo rischio.",
    insights: [
      "Tra i fattori di rischio ci sono menopausa precoce, basso peso, fumo, alcol in eccesso, uso prolungato di cortisonici, alcune malattie e un genitore con frattura del femore.",
      "Gli esercizi sotto carico e di forza stimolano l'osso, e l'allenamento dell'equilibrio riduce le cadute, che causano la maggior parte delle fratture.",
      "Calcio alimentare, vitamina D e proteine sufficienti sostengono le ossa; gli integratori vanno scelti preferibilmente con il medico, perché di più non è sempre meglio.",
    ],
    steps: [
      [
        "Chiedere se è il momento di una densitometria",
        "Il medico di base può valutare i suoi fattori di rischio e decidere se l'esame è utile per lei.",
      ],
      [
        "Controllare vitamina D e alimentazione",
        "Un esame della vitamina D e uno sguardo all'apporto di calcio e proteine mostrano se manca qualcosa.",
      ],
      [
        "Caricare le ossa e allenare l'equilibrio",
        "Un fisioterapista o un allenatore può costruire un programma sicuro di forza, impatto ed equilibrio.",
      ],
    ],
  },
  hearing: {
    title: "Udito e acufene",
    summary:
      "La perdita dell'udito è molto comune con l'età e l'esposizione al rumore, e spesso avanza così lentamente che gli altri se ne accorgono per primi. Un calo dell'udito non trattato è associato all'isolamento sociale e, in grandi revisioni, risulta tra i principali fattori di rischio modificabili per la demenza; se gli apparecchi acustici riducano questo rischio è oggetto di studio, con risultati incoraggianti. L'acufene, un fischio o ronzio nelle orecchie, ha molte cause e merita un controllo, soprattutto se è da un solo lato.",
    insights: [
      "Un esame dell'udito è rapido e indolore; molti audioprotesisti lo offrono.",
      "Gli apparecchi acustici moderni sono piccoli ed efficaci, eppure molte persone aspettano anni prima di provarli.",
      "Un calo improvviso dell'udito da un orecchio è un'urgenza per l'otorinolaringoiatra, idealmente entro uno o due giorni.",
      "Il rumore è la causa più evitabile: limiti i volumi alti e protegga le orecchie ai concerti, con attrezzi rumorosi e nei luoghi di lavoro rumorosi.",
    ],
    steps: [
      ["Fare un esame dell'udito", "Un audioprotesista può valutare il suo udito e spiegarle risultati e opzioni."],
      [
        "Andare subito dal medico per cambiamenti improvvisi",
        "Perdita improvvisa dell'udito, acufene da un solo lato o dolore all'orecchio richiedono senza ritardi il medico di base o l'otorino.",
      ],
      ["Proteggere le orecchie dal rumore", "Nella directory trova tappi per concerti, viaggi e sonno."],
    ],
  },
  "eye-health": {
    title: "Salute degli occhi e vista",
    summary:
      "Molte malattie che minacciano la vista, come glaucoma, maculopatia e danni oculari da diabete, all'inizio non danno sintomi: per questo contano le visite oculistiche regolari, soprattutto dopo i 40 anni e con diabete, ipertensione o familiarità. La cataratta, un'opacizzazione del cristallino, è frequente con l'età e si cura efficacemente con un intervento. Fumo, diabete mal controllato e raggi UV aumentano i rischi per gli occhi.",
    insights: [
      "La misura della pressione oculare e l'esame del nervo ottico e della retina individuano il glaucoma prima che si perda la vista.",
      "Tenere sotto controllo glicemia e pressione protegge i piccoli vasi della retina.",
      "Perdita improvvisa della vista, una tenda su parte del campo visivo, nuovi lampi e mosche volanti o un occhio rosso e dolente richiedono cure in giornata.",
    ],
    steps: [
      [
        "Fare visite oculistiche regolari",
        "Un oculista o un optometrista può dirle ogni quanto controllarsi in base a età e rischi.",
      ],
      [
        "Tenere glicemia e pressione nei valori giusti",
        "Il medico di base può controllare HbA1c e pressione, entrambe importanti per gli occhi.",
      ],
      [
        "Conoscere i segnali d'allarme",
        "I cambiamenti improvvisi della vista sono urgenti; chieda al medico quali sintomi richiedono cure in giornata.",
      ],
    ],
  },
  "skin-health": {
    title: "Salute della pelle e invecchiamento cutaneo",
    summary:
      "Gran parte dell'invecchiamento visibile della pelle – rughe, macchie e perdita di elasticità – è dovuta al sole più che all'età, e i raggi UV sono anche la causa principale dei tumori della pelle. Protezione solare quotidiana, non fumare e uno stile di vita sano sono i modi meglio dimostrati per mantenere la pelle sana. Alcuni trattamenti, come i retinoidi topici, hanno buone prove contro il danno solare, mentre molte creme e integratori promettono molto con poche prove.",
    insights: [
      "Controlli la pelle: un neo che cambia dimensione, forma o colore, sanguina o appare diverso dagli altri va fatto vedere a un medico.",
      "Crema solare ad ampio spettro, ombra e abiti proteggono meglio; l'abbronzatura è un segno di danno alla pelle.",
      "Alcuni farmaci rendono la pelle più sensibile al sole; il farmacista può dirle se è il caso dei suoi.",
    ],
    steps: [
      [
        "Far controllare i nei che cambiano",
        "Un dermatologo può esaminare la sua pelle e consigliarle ogni quanto controllarsi.",
      ],
      [
        "Scegliere trattamenti con prove",
        "Un dermatologo può spiegare quali trattamenti contro danno solare e invecchiamento sono dimostrati; nella directory ci sono cliniche con servizi per la pelle.",
      ],
      [
        "Smettere di fumare e rivedere i farmaci",
        "Il fumo accelera l'invecchiamento della pelle; il medico può aiutarla a smettere e controllare i farmaci fotosensibilizzanti.",
      ],
    ],
  },
  "oral-health": {
    title: "Salute orale e gengive",
    summary:
      "La malattia gengivale (parodontite) è comune negli adulti e all'inizio spesso indolore; i segni sono gengive che sanguinano, alito cattivo e gengive che si ritirano o denti che si muovono. Oltre alla perdita dei denti, è associata a diabete e malattie cardiovascolari: curare la parodontite migliora il controllo glicemico nelle persone con diabete, mentre se prevenga le malattie cardiache è ancora in studio. Pulizia quotidiana e controlli regolari dal dentista prevengono la maggior parte dei problemi.",
    insights: [
      "Gengive che sanguinano quando si lavano i denti non sono normali: sono un segno precoce di infiammazione che il dentista può curare.",
      "Lavare i denti due volte al giorno con dentifricio al fluoro e pulire gli spazi tra i denti sono le basi.",
      "Fumo e diabete mal controllato aumentano molto il rischio di parodontite.",
    ],
    steps: [
      [
        "Andare regolarmente dal dentista",
        "Un controllo e una pulizia professionale individuano presto la malattia gengivale; chieda ogni quanto tornare.",
      ],
      [
        "Guardare il quadro generale",
        "In caso di parodontite, chieda al medico se controllare glicemia o marcatori di infiammazione.",
      ],
      [
        "Pulire ogni giorno tra i denti",
        "Il dentista o l'igienista dentale può mostrarle il filo o gli scovolini adatti.",
      ],
    ],
  },
  "lung-health": {
    title: "Salute dei polmoni e respirazione",
    summary:
      "La funzione polmonare raggiunge il massimo nella prima età adulta e poi cala lentamente con l'età, molto più in fretta con il fumo. Malattie croniche come asma e BPCO sono comuni e spesso non diagnosticate; un semplice esame del respiro (spirometria) può individuarle. Non fumare, evitare quando possibile l'aria inquinata, restare attivi e fare le vaccinazioni raccomandate proteggono i polmoni. Una mancanza di fiato improvvisa e grave o un dolore al petto sono un'emergenza.",
    insights: [
      "Una tosse che dura più di qualche settimana, un respiro sibilante o il fiato corto nelle attività quotidiane meritano una visita medica.",
      "Smettere di fumare, a qualsiasi età, rallenta il calo della funzione polmonare.",
      "L'attività aerobica regolare non ripara i polmoni, ma migliora la forma fisica e la sensazione di affanno durante lo sforzo; la riabilitazione respiratoria aiuta chi ha malattie polmonari.",
    ],
    steps: [
      [
        "Far valutare i sintomi persistenti",
        "Il medico può prescrivere una spirometria in caso di tosse prolungata, respiro sibilante o fiato corto.",
      ],
      [
        "Smettere di fumare con un aiuto",
        "I centri antifumo fanno più che raddoppiare le probabilità di smettere per sempre.",
      ],
      [
        "Restare attivi",
        "Un medico o un fisioterapista può proporre un piano di attività sicuro; i dispositivi della directory registrano attività e forma fisica.",
      ],
    ],
  },
  "immune-system": {
    title: "Sistema immunitario",
    summary:
      "Il sistema immunitario protegge dalle infezioni ed elimina anche le cellule danneggiate; con l'età diventa meno efficace e più incline a un'infiammazione di basso grado. Sonno, attività fisica regolare, alimentazione varia, non fumare, poco alcol e le vaccinazioni raccomandate sono i modi meglio dimostrati per farlo funzionare bene. I prodotti che promettono di «rinforzare» le difese sono per lo più privi di prove, salvo quando correggono una vera carenza, come quella di vitamina D.",
    insights: [
      "Infezioni frequenti, gravi o insolite sono un motivo per andare dal medico, che può controllare emocromo, anticorpi o altre cause.",
      "Negli studi, dormire poco aumenta la probabilità di prendere il raffreddore dopo un contatto.",
      "Le vaccinazioni contro influenza, pneumococco, herpes zoster e altre diventano più importanti con l'età; il medico può dirle quali la riguardano.",
    ],
    steps: [
      [
        "Andare dal medico per infezioni frequenti",
        "Il medico di base può cercare cause sottostanti e controllare le sue vaccinazioni.",
      ],
      [
        "Cercare carenze reali",
        "Gli esami di vitamina D, ferro e B12 mostrano se manca qualcosa; i laboratori della directory li offrono.",
      ],
      [
        "Mangiare in modo vario",
        "Un dietista può aiutarla a coprire i suoi fabbisogni con verdura, frutta, proteine e fibre.",
      ],
    ],
  },
  alcohol: {
    title: "Alcol e salute",
    summary:
      "L'alcol aumenta il rischio di diversi tumori, ipertensione, fibrillazione atriale, malattie del fegato e incidenti, e disturba il sonno. L'idea che bere con moderazione protegga il cuore è stata indebolita da ricerche più recenti, e le autorità sanitarie dicono oggi che meno è meglio e che nessuna quantità è priva di rischio. Ridurre porta benefici in poche settimane per pressione, sonno, peso e fegato.",
    insights: [
      "Giorni senza alcol, bicchieri più piccoli e annotare quanto si beve aiutano molte persone a ridurre.",
      "Gli enzimi epatici come la GGT possono riflettere un consumo elevato, ma esami normali non significano che bere sia innocuo.",
      "Se beve molto ogni giorno, smettere di colpo può essere pericoloso: chieda un parere medico prima di smettere.",
    ],
    steps: [
      [
        "Chiedere aiuto se ridurre è difficile",
        "Il medico di base o un servizio per le dipendenze può aiutarla in modo riservato, con un percorso di supporto e, se serve, farmaci.",
      ],
      [
        "Controllare il fegato",
        "Un profilo epatico mostra se l'alcol ha colpito il fegato; i laboratori della directory lo offrono.",
      ],
      [
        "Tenere traccia di consumi e abitudini",
        "Le app della directory aiutano a riconoscere le abitudini e a sostituire quelle legate all'alcol.",
      ],
    ],
  },
  smoking: {
    title: "Fumo e sigaretta elettronica",
    summary:
      "Il fumo è la principale causa evitabile di malattia e morte precoce: provoca tumori del polmone e di altri organi, infarti, ictus, BPCO e un invecchiamento più rapido di pelle e vasi. Smettere conviene a ogni età: il rischio cardiaco scende già nel primo anno e continua a scendere. Le sigarette elettroniche sono molto meno dannose del fumo e possono aiutare alcuni fumatori a smettere, ma non sono prive di rischi e non sono consigliate a chi non fuma.",
    insights: [
      "Unire il supporto comportamentale ai sostituti della nicotina o ai farmaci con prescrizione fa più che raddoppiare le probabilità di smettere.",
      "La maggior parte delle persone ha bisogno di più tentativi; ognuno aumenta le probabilità di riuscita.",
      "In alcuni Paesi chi ha fumato molto può accedere allo screening del tumore del polmone; chieda al medico.",
    ],
    steps: [
      [
        "Rivolgersi a un centro antifumo",
        "Le linee nazionali gratuite e i centri antifumo offrono supporto e un piano su misura.",
      ],
      [
        "Informarsi sui farmaci",
        "Il medico di base o il farmacista può spiegare sostituti della nicotina e opzioni con prescrizione e quale fa per lei.",
      ],
      [
        "Controllare cuore e polmoni",
        "Un check-up con pressione e lipidi mostra a che punto è; le cliniche della directory lo offrono.",
      ],
    ],
  },
  "joint-pain": {
    title: "Dolore a schiena, ginocchia e articolazioni",
    summary:
      "Il dolore alla schiena, alle ginocchia e ad altre articolazioni è tra i motivi più comuni per andare dal medico, e la maggior parte degli episodi di mal di schiena migliora in poche settimane. L'artrosi, l'usura delle articolazioni, diventa più frequente con l'età e il sovrappeso. Alla maggior parte delle persone aiuta di più restare attive, rinforzare i muscoli intorno all'articolazione e, in caso di sovrappeso, perdere un po' di peso che stare a riposo, e all'inizio gli esami di imaging servono di rado.",
    insights: [
      "L'esercizio terapeutico è il trattamento più dimostrato per l'artrosi di ginocchio e anca e per il mal di schiena che dura; un fisioterapista può adattarlo a lei.",
      "Alcuni segnali d'allarme richiedono cure rapide: mal di schiena con debolezza alle gambe o intorpidimento all'inguine, perdita del controllo di vescica o intestino, febbre, una caduta recente o un calo di peso inspiegabile, e un'articolazione calda e gonfia.",
      "Gli antidolorifici hanno effetti collaterali nell'uso prolungato, soprattutto gli antinfiammatori per stomaco, reni e cuore; chieda al medico o al farmacista cosa è adatto a lei.",
    ],
    steps: [
      [
        "Far valutare un dolore che persiste",
        "Un medico di base o un fisioterapista può visitarla e impostare un programma di esercizi per schiena o articolazioni.",
      ],
      [
        "Sapere quando andare subito dal medico",
        "Un dolore con segnali d'allarme, dopo un trauma o che continua a peggiorare va visto da un medico di base o da un ortopedico.",
      ],
      [
        "Restare attivi e rinforzarsi",
        "Movimento regolare e allenamento di forza proteggono le articolazioni; le cliniche della directory offrono fisioterapia e allenamento.",
      ],
    ],
  },
};
