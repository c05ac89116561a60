import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const it: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Lo stress è la risposta del corpo alle richieste: ormoni come adrenalina e cortisolo aumentano battito e vigilanza, il che aiuta nel breve periodo. Quando lo stress è continuo e manca il recupero, può disturbare sonno, digestione, pressione, glicemia e umore, e rende più difficile mantenere abitudini sane. Gestire lo stress fa quindi parte della prevenzione, non è un lusso.",
    insights: [
      "Attività fisica regolare, sonno sufficiente, relazioni sociali e tempo all'aperto sono tra gli ammortizzatori dello stress più costanti.",
      "Esercizi di respirazione, meditazione e programmi di mindfulness riducono lo stress percepito; le app aiutano a farne un'abitudine.",
      "I dispositivi indossabili possono mostrare schemi di stress attraverso frequenza cardiaca e HRV, ma come si sente conta più di un punteggio.",
      "Se stress, ansia o umore basso durano settimane o incidono sulla vita quotidiana, ne parli con un medico o un professionista della salute mentale.",
    ],
    steps: [
      [
        "Chiedere aiuto se persiste",
        "Un medico di base, uno psicologo o uno psicoterapeuta può aiutarla quando stress o ansia pesano sulla vita quotidiana.",
      ],
      [
        "Creare un'abitudine quotidiana di recupero",
        "Pochi minuti di respirazione, meditazione o una passeggiata all'aperto ogni giorno; le app possono guidarla.",
      ],
      [
        "Seguire stress e recupero",
        "Gli andamenti di frequenza cardiaca e HRV di un dispositivo mostrano cosa la aiuta a recuperare.",
      ],
    ],
  },
  energy: {
    title: "Energia e stanchezza",
    summary:
      "Sentirsi senza energia è uno dei disturbi più comuni e di solito ha più di una causa. Sonno breve o di scarsa qualità, stress, poca attività fisica, pasti irregolari, alcol e alcuni farmaci contribuiscono spesso; tra le cause mediche ci sono carenza di ferro o anemia, vitamina B12 o D basse, ipotiroidismo, problemi di glicemia, depressione e apnea notturna.",
    insights: [
      "I medici di solito iniziano con domande su sonno, umore, alimentazione e farmaci, poi prescrivono esami di base: emocromo, ferritina, tiroide, glicemia o HbA1c e spesso B12 e vitamina D.",
      "L'attività fisica regolare migliora l'energia nella maggior parte delle persone, anche se sembra controintuitivo quando si è stanchi.",
      "Una stanchezza che dura più di qualche settimana, o che si accompagna a calo di peso, febbre, sudorazioni notturne o fiato corto, richiede una valutazione medica.",
    ],
    steps: [
      [
        "Chiedere al medico una valutazione della stanchezza",
        "Un colloquio e gli esami di base escludono le cause mediche più comuni.",
      ],
      [
        "Guardare prima il sonno",
        "Seguire per due settimane durata e regolarità del sonno spesso rivela la leva più importante.",
      ],
      [
        "Muoversi un po' ogni giorno",
        "Brevi passeggiate quotidiane o un allenamento leggero danno energia alla maggior parte delle persone; aumenti gradualmente.",
      ],
    ],
  },
  cognition: {
    title: "Memoria, concentrazione e salute del cervello",
    summary:
      "Un certo rallentamento della memoria e della velocità di pensiero fa parte dell'invecchiamento normale, e le dimenticanze occasionali sono comuni a ogni età, soprattutto con stress, sonno scarso o multitasking. Al cervello fa bene ciò che fa bene al cuore: attività fisica, buon sonno, alimentazione sana, vita sociale e mentale attiva e la cura di ipertensione, diabete e calo dell'udito. Problemi di memoria che peggiorano o incidono sulla vita quotidiana meritano un controllo medico.",
    insights: [
      "Tra le cause curabili di memoria e concentrazione scarse ci sono carenza di vitamina B12, problemi alla tiroide, depressione, apnea notturna ed effetti collaterali dei farmaci.",
      "L'attività aerobica regolare è uno dei modi meglio dimostrati per sostenere la salute del cervello; migliora anche sonno e umore.",
      "Le app di allenamento cerebrale migliorano le prestazioni negli esercizi praticati, ma ci sono poche prove che migliorino il pensiero nella vita di tutti i giorni; imparare cose nuove e restare socialmente attivi sono buone alternative.",
    ],
    steps: [
      [
        "Far valutare una memoria che peggiora",
        "Il medico di base può valutare i cambiamenti della memoria e cercare cause curabili.",
      ],
      [
        "Cercare carenze",
        "Gli esami di B12, vitamina D e tiroide escludono cause frequenti; i laboratori della directory li offrono.",
      ],
      [
        "Muoversi, dormire e stare con gli altri",
        "Attività regolare e buon sonno sostengono il pensiero; i dispositivi della directory registrano entrambi.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Rischio di demenza e prevenzione",
    summary:
      "La demenza, il più delle volte Alzheimer o demenza vascolare, diventa più frequente con l'età ma non ne è una conseguenza inevitabile. Revisioni internazionali stimano che una parte consistente dei casi sia legata a fattori di rischio modificabili, tra cui ipertensione, diabete, fumo, sedentarietà, calo dell'udito, depressione, isolamento sociale, alcol in eccesso, colesterolo LDL alto e calo della vista non curato. Geni come APOE4 aumentano il rischio ma non lo determinano.",
    insights: [
      "Ciò che protegge il cuore protegge il cervello: tenere sotto controllo pressione, glicemia e colesterolo conta dalla mezza età.",
      "In alcuni Paesi sono stati approvati nuovi farmaci per l'Alzheimer iniziale in pazienti selezionati; richiedono una valutazione specialistica e hanno effetti collaterali importanti.",
      "Il test genetico APOE4 senza sintomi non è raccomandato di routine, perché non cambia i consigli di prevenzione e può creare ansia; ne parli prima con un medico o un consulente genetico.",
    ],
    steps: [
      [
        "Parlare delle preoccupazioni con il medico",
        "Un medico di base o un neurologo può valutare i cambiamenti della memoria e i suoi fattori di rischio.",
      ],
      [
        "Curare i fattori di rischio vascolare",
        "Controlli pressione, glicemia e lipidi; le cliniche della directory offrono check-up cardiovascolari.",
      ],
      [
        "Far controllare l'udito",
        "Il calo dell'udito è uno dei maggiori fattori di rischio modificabili; un audioprotesista può valutarlo.",
      ],
    ],
  },
  mood: {
    title: "Umore e depressione",
    summary:
      "Tutti hanno giornate no, ma la depressione è più della tristezza: un umore basso persistente o una perdita di interesse per due settimane o più, spesso con sonno disturbato, stanchezza, cambiamenti dell'appetito, difficoltà di concentrazione o senso di inutilità. È frequente, si cura e non è un segno di debolezza. Cause fisiche come problemi alla tiroide, vitamina D o B12 basse e alcuni farmaci possono contribuire e vale la pena controllarle.",
    insights: [
      "Le psicoterapie come la terapia cognitivo-comportamentale e, se necessario, i farmaci sono trattamenti efficaci; un medico può aiutarla a trovare l'opzione giusta.",
      "L'attività fisica regolare migliora la depressione lieve o moderata negli studi e sostiene gli altri trattamenti.",
      "Se pensa di togliersi la vita o di farsi del male, contatti subito i servizi di emergenza o una linea di ascolto.",
    ],
    steps: [
      [
        "Parlarne con un professionista",
        "Un medico di base, uno psicologo o uno psicoterapeuta può valutare il suo umore e discutere il trattamento.",
      ],
      [
        "Escludere cause fisiche",
        "Il medico può controllare tiroide, vitamine e farmaci; i laboratori della directory offrono questi esami.",
      ],
      [
        "Costruire routine di sostegno",
        "Sonno regolare, luce del giorno, movimento e contatto con gli altri aiutano; le app per la salute mentale della directory possono accompagnarla.",
      ],
    ],
  },
  anxiety: {
    title: "Ansia e attacchi di panico",
    summary:
      "L'ansia è una reazione normale a una minaccia, ma quando la preoccupazione è continua, difficile da controllare o sproporzionata, o compaiono attacchi di panico, può diventare un disturbo d'ansia. Questi disturbi sono tra i problemi di salute mentale più comuni e rispondono bene alle cure. Sintomi fisici come cuore accelerato, fiato corto e capogiri sono tipici del panico, ma dolore al petto o mancanza di fiato vanno valutati da un medico, soprattutto la prima volta.",
    insights: [
      "La terapia cognitivo-comportamentale è il trattamento più consolidato; anche alcuni farmaci aiutano, e un medico può spiegare le opzioni.",
      "Caffeina, alcol, sonno scarso e alcuni farmaci o problemi alla tiroide possono peggiorare l'ansia.",
      "Respirazione lenta, attività fisica regolare e mindfulness alleviano i sintomi e completano la terapia.",
    ],
    steps: [
      [
        "Parlarne con un professionista",
        "Un medico di base, uno psicologo o uno psicoterapeuta può valutare l'ansia e discutere la terapia e gli altri trattamenti.",
      ],
      [
        "Controllare i fattori fisici",
        "Il medico può esaminare tiroide, farmaci e consumo di caffeina; i laboratori della directory analizzano la tiroide.",
      ],
      [
        "Praticare tecniche per calmarsi",
        "Le app di respirazione e mindfulness della directory aiutano a creare un'abitudine quotidiana.",
      ],
    ],
  },
  meditation: {
    title: "Meditazione, mindfulness e respirazione",
    summary:
      "Meditazione e mindfulness allenano attenzione e consapevolezza; gli esercizi di respirazione rallentano il respiro per calmare il sistema nervoso. Le revisioni di programmi strutturati, come la riduzione dello stress basata sulla mindfulness, mostrano benefici moderati su stress, ansia e umore basso, e la terapia cognitiva basata sulla mindfulness aiuta a prevenire le ricadute della depressione. Gli effetti su parametri fisici come la pressione sono minori. Una pratica breve e regolare di solito funziona meglio di lunghe sessioni occasionali.",
    insights: [
      "Corsi guidati e app rendono più facile iniziare; la costanza conta più del metodo.",
      "In alcune persone, soprattutto con traumi o gravi disturbi psichici, la meditazione intensa può far riemergere esperienze difficili; pratichi con una guida.",
      "Alcune tecniche di respirazione con iperventilazione o apnea non sono sicure in acqua, alla guida o con certe malattie di cuore o polmoni.",
    ],
    steps: [
      [
        "Iniziare con un programma guidato",
        "Le app di meditazione e mindfulness della directory offrono brevi sessioni quotidiane.",
      ],
      [
        "Farsi seguire in caso di disturbi psichici",
        "Un medico di base, uno psicologo o uno psicoterapeuta può consigliare come praticare in sicurezza insieme alle cure.",
      ],
      [
        "Provare la respirazione con biofeedback",
        "I dispositivi della directory che misurano l'HRV mostrano come la respirazione lenta agisce su di lei.",
      ],
    ],
  },
};
