import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "bijvoorbeeld LDL-cholesterol, bloeddruk, bloedsuiker, slaap, creatine of magnesium, of een lang en gezond leven";

export const nl: AssistantMessages = {
  disclaimer:
    "Deze assistent is geen arts. De antwoorden zijn algemene informatie, geen diagnose of behandelplan, en vervangen niet het " +
    "advies van een bevoegde zorgverlener. Overleg met uw arts voordat u medicijnen, supplementen, voeding of training verandert. " +
    "Bel bij een noodgeval 112.",
  quote: (text) => `‘${text}’`,
  general: {
    summary:
      "Voor die vraag heb ik nog geen gecontroleerde uitleg, dus ik kan u hier geen betrouwbaar antwoord geven. Bij klachten of " +
      `uitslagen waar u zich zorgen over maakt, is uw huisarts de eerste stap. Ik help graag met veelvoorkomende bloedwaarden en gezondheidsdoelen, ${EXAMPLES}.`,
    insights: [
      "Neem uw vragen en recente uitslagen mee naar uw huisarts; die kan bepalen welke onderzoeken of specialisten zinvol zijn.",
      "Stel uw vraag opnieuw met de naam van een bloedwaarde (zoals ApoB, HbA1c of ferritine) of een doel (zoals beter slapen of meer energie).",
    ],
    doctor: [
      "Praat met uw huisarts",
      "Beschrijf uw klachten of laat uw uitslagen zien voor advies dat bij u past.",
      "Huisarts",
    ],
  },
  offTopic:
    "Ik kan alleen helpen met vragen over gezondheid, bloedwaarden, gezond ouder worden en de aanbieders in deze gids. " +
    `Vraag bijvoorbeeld naar een bloedwaarde of een gezondheidsdoel, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Bekijk klinieken",
      "Vergelijk preventie- en longevityklinieken en de check-ups die ze aanbieden.",
      "Arts preventieve geneeskunde",
    ],
    labs: [
      "Vind een laboratorium",
      "Bekijk welke laboratoria de waarden testen die u interesseren, ook met thuistests.",
      "Klinisch laboratorium",
    ],
    wearables: [
      "Ontdek wearables",
      "Volg uw slaap, hartslag, activiteit of glucose om uw eigen trends te zien.",
      "Slaap- of sportgeneeskunde",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Voor deze vraag heb ik nog geen gecontroleerde uitleg, dus ik kan er geen gezondheidsadvies over geven. " +
      `Ik heb in de gids gezocht naar ${terms}; hieronder staat wat ik vond: ${kinds}. ` +
      "Elke pagina beschrijft wat de aanbieder biedt; voor advies over uw eigen gezondheid praat u het best met uw huisarts.",
    notInCountry: (country) => `Geen van de resultaten is in dat land gevestigd (${country}).`,
    insight:
      "Deze resultaten zijn gevonden door de woorden van uw vraag te vergelijken met de namen, beschrijvingen, ingrediënten en " +
      "diensten in de gids; ze zijn geen medisch advies en geen persoonlijke aanbeveling.",
    kinds: {
      clinics: "klinieken",
      practitioners: "zorgverleners",
      labs: "laboratoria",
      supplements: "supplementen",
      foods: "voedingsmiddelen",
      wearables: "wearables",
      brands: "merken",
      apps: "apps",
    },
  },
  emergency: {
    summary: (n) =>
      `Wat u beschrijft, kan een medisch noodgeval zijn. Bel nu ${n} of ga naar de dichtstbijzijnde spoedeisende hulp. ` +
      "Wacht niet op een antwoord online; deze assistent kan u in een noodgeval niet helpen.",
    signs: {
      chest_pain: (n) =>
        `Pijn of druk op de borst — vooral als die uitstraalt naar de arm, kaak of rug, of samengaat met kortademigheid, zweten of misselijkheid — kan een hartaanval zijn. Bel ${n}, stop met wat u doet en rijd niet zelf naar het ziekenhuis.`,
      stroke: (n) =>
        `Een plotseling scheve mond of hangend gezicht, zwakte of gevoelloosheid aan één kant van het lichaam, of onduidelijke of verwarde spraak kan een beroerte zijn. Bel direct ${n} en onthoud hoe laat de klachten begonnen: elke minuut telt.`,
      suicidal: (n) =>
        `Als u eraan denkt om een einde aan uw leven te maken of uzelf iets aan te doen: u staat er niet alleen voor en er is nu meteen hulp. Bent u in direct gevaar, bel dan ${n}.`,
      bleeding: (n) =>
        `Een hevige bloeding die niet stopt, of bloed overgeven of ophoesten, heeft spoedzorg nodig. Bel ${n}; druk bij een wond stevig met een schone doek op de wond terwijl u wacht.`,
      anaphylaxis: (n) =>
        `Zwelling van keel, tong of lippen, moeite met ademen of een plotselinge ernstige allergische reactie kan een anafylactische shock zijn. Bel ${n}. Hebt u een adrenaline-auto-injector voorgeschreven gekregen, gebruik die dan zoals u is uitgelegd.`,
      headache: (n) =>
        `Plotselinge, zeer hevige hoofdpijn — de ergste van uw leven — kan een teken zijn van een bloeding in de hersenen. Bel ${n} of ga nu naar de dichtstbijzijnde spoedeisende hulp.`,
    },
    call: (n) => [`Bel nu ${n}`, "Zeg waar u bent en beschrijf de klachten.", "Hulpdiensten"],
    about112: "112 is gratis te bellen vanaf elke telefoon in alle EU-landen en vele andere landen.",
    talk: {
      step: "Praat nu met iemand",
      withLine: (line) =>
        `Bel ${line}. Vertel als het kan iemand die u vertrouwt hoe u zich voelt en vraag diegene bij u te blijven.`,
      generic:
        "Neem contact op met een crisislijn bij u in de buurt of met uw huisarts, of bel het alarmnummer. Vertel als het kan iemand die u vertrouwt hoe u zich voelt en vraag diegene bij u te blijven.",
      expert: "Crisislijn of hulpdiensten",
    },
    notAlone: [
      "Blijf niet alleen",
      "Vraag iemand in de buurt bij u te blijven tot er hulp is.",
      "Iemand die u vertrouwt",
    ],
    free: "gratis",
    allDay: "dag en nacht",
    callOrText: (n) => `bel of sms ${n}`,
  },
};
