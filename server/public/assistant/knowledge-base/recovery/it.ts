import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const it: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Sonno e recupero",
    summary:
      "Durante il sonno corpo e cervello svolgono gran parte del loro lavoro di riparazione: si consolidano i ricordi, si regolano gli ormoni e il cervello elimina le sostanze di scarto. La maggior parte degli adulti ha bisogno di circa sette-nove ore, e dormire poco o in modo irregolare è associato a rischi più alti di malattie cardiache, diabete, aumento di peso, umore basso e infezioni. Il recupero dopo l'attività fisica dipende molto dal sonno.",
    insights: [
      "Orari regolari per andare a letto e alzarsi, luce del mattino, una camera fresca e buia, meno caffeina e alcol nel tardo pomeriggio e la sera sono le abitudini meglio dimostrate.",
      "Un russare forte con pause o affanno nel respiro, o sonnolenza di giorno nonostante abbastanza ore a letto, possono indicare un'apnea notturna, che richiede una valutazione medica.",
      "La terapia cognitivo-comportamentale per l'insonnia (CBT-I) è secondo le linee guida il trattamento di prima scelta dell'insonnia cronica, prima dei sonniferi.",
      "I tracker del sonno misurano bene la durata totale e la regolarità, meno bene le fasi; guardi gli andamenti, non le singole notti.",
    ],
    steps: [
      [
        "Mantenere orari regolari per due settimane",
        "Andare a letto e alzarsi alla stessa ora ogni giorno, anche nel fine settimana, è la base per dormire meglio.",
      ],
      ["Seguire sonno e recupero", "Un anello o un orologio mostra durata, regolarità e andamento del recupero."],
      [
        "Far valutare russamento o insonnia persistente",
        "Pause respiratorie, affanno o insonnia che dura da mesi meritano una valutazione professionale.",
      ],
    ],
  },
  "sleep-apnoea": {
    title: "Russamento e apnea notturna",
    summary:
      "Nell'apnea ostruttiva del sonno le vie aeree superiori si restringono o si chiudono ripetutamente durante il sonno, causando pause nel respiro, cali di ossigeno e brevi risvegli spesso non ricordati. I segni tipici sono un russare forte, pause o affanni notati da altri, mal di testa al mattino e sonnolenza di giorno. È frequente, soprattutto con sovrappeso ed età, spesso non diagnosticata, e legata a ipertensione, fibrillazione atriale, incidenti e peggior controllo della glicemia. Esistono trattamenti efficaci.",
    insights: [
      "La diagnosi richiede uno studio del sonno, in laboratorio o a casa con un apparecchio portatile; anelli e orologi possono far sospettare cali di ossigeno ma non fare diagnosi.",
      "La CPAP è il trattamento standard dell'apnea moderata o grave; dispositivi di avanzamento mandibolare, terapia posizionale e perdita di peso aiutano alcune persone.",
      "La sonnolenza alla guida è pericolosa: se si appisola guidando, smetta di guidare e vada presto dal medico.",
    ],
    steps: [
      [
        "Parlare al medico di russamento e sonnolenza",
        "Il medico può valutare il rischio con semplici questionari e indirizzarla a uno studio del sonno.",
      ],
      ["Fare uno studio del sonno", "Uno specialista del sonno può confermare la diagnosi e discutere le terapie."],
      [
        "Usare i tracker solo come indizio",
        "I dispositivi della directory registrano andamenti di sonno e ossigeno da mostrare al medico.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "La sauna regolare è una tradizione in Finlandia, dove studi osservazionali di lungo periodo hanno rilevato che gli uomini che la frequentavano più volte alla settimana avevano meno infarti e una mortalità più bassa. Questi studi non dimostrano un rapporto di causa ed effetto, ma studi di breve periodo mostrano che il calore abbassa temporaneamente la pressione e migliora la funzione dei vasi, in modo simile a un esercizio leggero. Per la maggior parte delle persone sane la sauna è sicura se usata con buon senso.",
    insights: [
      "Alcol e sauna sono una combinazione pericolosa; beva acqua, non alcol, ed esca se non si sente bene.",
      "Chi ha una malattia cardiaca instabile, un infarto recente o la pressione molto bassa, e le donne in gravidanza, dovrebbero prima chiedere a un medico.",
      "Le saune a infrarossi lavorano a temperature più basse; sono meno studiate delle saune tradizionali.",
    ],
    steps: [
      [
        "Chiedere al medico in caso di malattie cardiache",
        "Un medico di base o un cardiologo può dirle se la sauna è sicura per lei e come farla.",
      ],
      ["Inserirla nella routine", "Nella directory trova produttori di saune se ne vuole una a casa."],
      [
        "Visitare una spa o un centro termale",
        "Alcune cliniche e resort della directory offrono la sauna tra i servizi spa.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Esposizione al freddo e bagni nel ghiaccio",
    summary:
      "Docce fredde, bagni nel ghiaccio e nuoto invernale sono diventati popolari per recupero, umore e resilienza. Gli studi mostrano effetti a breve termine, come più vigilanza e un aumento della noradrenalina, e l'acqua fredda dopo l'esercizio riduce un po' i dolori muscolari. Le prove di benefici a lungo termine sono scarse, e bagni nel ghiaccio regolari subito dopo l'allenamento di forza possono ridurre i guadagni muscolari. Immergersi di colpo nell'acqua fredda comporta anche rischi reali.",
    insights: [
      "Lo shock da freddo fa ansimare e alza bruscamente frequenza cardiaca e pressione; causa la maggior parte degli annegamenti in acqua fredda, quindi non nuoti mai da solo in acqua fredda.",
      "Chi ha malattie cardiache, pressione alta o problemi di circolazione come il fenomeno di Raynaud dovrebbe prima parlarne con un medico.",
      "Inizi gradualmente con esposizioni più brevi e meno fredde, e si riscaldi lentamente dopo.",
    ],
    steps: [
      [
        "Controllare prima la salute del cuore",
        "Un medico di base o un cardiologo può dirle se l'esposizione al freddo è sicura per lei.",
      ],
      [
        "Organizzarla in base all'allenamento",
        "Un allenatore può aiutarla a capire quando l'acqua fredda aiuta il recupero e quando può frenare i guadagni di forza.",
      ],
      [
        "Provarla in un ambiente seguito",
        "Alcune spa e cliniche della directory offrono vasche fredde o crioterapia con personale presente.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Terapia con luce rossa",
    summary:
      "La terapia con luce rossa e vicino infrarosso (fotobiomodulazione) applica luce a bassa potenza sulla pelle, con dispositivi che vanno da quelli delle cliniche ai pannelli da casa. Ci sono alcune prove per usi specifici, come alcune malattie della pelle, la guarigione delle ferite e le mucositi della bocca durante le cure oncologiche, ma le promesse su dimagrimento, ormoni o longevità si basano su prove deboli. È diversa dalla terapia con luce intensa, ben dimostrata per la depressione invernale e i disturbi dell'orologio interno.",
    insights: [
      "Potenza, lunghezza d'onda e dose dei dispositivi variano molto, il che rende gli studi difficili da confrontare e i prodotti difficili da giudicare.",
      "Protegga gli occhi e chieda prima a un medico se prende farmaci fotosensibilizzanti o ha una malattia della pelle.",
      "Una lampada a luce intensa al mattino può aiutare con il calo d'umore invernale o un orologio interno spostato; chieda al medico se fa al caso suo.",
    ],
    steps: [
      [
        "Chiedere a un dermatologo per gli usi sulla pelle",
        "Per problemi della pelle, un dermatologo può dirle quali trattamenti con la luce sono dimostrati.",
      ],
      [
        "Controllare i farmaci",
        "Un medico o un farmacista può dirle se i suoi farmaci aumentano la sensibilità alla luce.",
      ],
      [
        "Confrontare i dispositivi con attenzione",
        "Nella directory trova marchi di terapia con la luce; cerchi informazioni di sicurezza chiare.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Ossigenoterapia iperbarica",
    summary:
      "L'ossigenoterapia iperbarica consiste nel respirare ossigeno puro in una camera pressurizzata. È un trattamento ospedaliero riconosciuto per poche condizioni, come la malattia da decompressione, l'intossicazione da monossido di carbonio e alcune ferite difficili da guarire. Il suo uso come trattamento di benessere o anti-invecchiamento si basa su piccoli studi che misurano marcatori come i telomeri, non su prove di una salute migliore o di una vita più lunga, e comporta rischi come lesioni a orecchie e seni paranasali.",
    insights: [
      "I centri iperbarici medici seguono regole di sicurezza rigorose; le camere di benessere a pressione più bassa sono meno studiate.",
      "Alcune condizioni, come certe malattie polmonari o problemi recenti all'orecchio, rendono il trattamento non sicuro.",
      "Diffidi delle cliniche che promettono di invertire l'invecchiamento; chieda quali risultati sono stati misurati e su chi.",
    ],
    steps: [
      [
        "Chiedere se c'è un'indicazione medica",
        "Il medico di base può dirle se nel suo caso esiste un motivo riconosciuto per il trattamento.",
      ],
      [
        "Verificare prima la sicurezza",
        "Un medico dovrebbe controllare orecchie, polmoni e farmaci prima di qualsiasi trattamento in pressione.",
      ],
      [
        "Mettere in dubbio le promesse di longevità",
        "Un medico della longevità serio può spiegare cosa mostrano le prove e cosa no.",
      ],
    ],
  },
};
