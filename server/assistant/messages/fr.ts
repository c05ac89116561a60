import "server-only";
import type { AssistantMessages } from "./types";

const EXAMPLES =
  "par exemple le cholestérol LDL, la tension artérielle, la glycémie, le sommeil, la créatine ou le magnésium, ou la longévité";

export const fr: AssistantMessages = {
  disclaimer:
    "Cet assistant n'est pas un médecin. Ses réponses sont de l'information générale, ni un diagnostic ni un plan de traitement, et " +
    "ne remplacent pas l'avis d'un professionnel de santé qualifié. Parlez-en à votre médecin avant de modifier un traitement, des " +
    "compléments alimentaires, votre alimentation ou votre entraînement. En cas d'urgence, appelez le 112.",
  quote: (text) => `« ${text} »`,
  general: {
    summary:
      "Je n'ai pas encore de fiche validée pour cette question, je ne peux donc pas vous donner ici de réponse fiable. Pour des symptômes " +
      `ou des résultats qui vous inquiètent, votre médecin est le premier interlocuteur. Je peux vous aider sur les analyses et objectifs de santé courants, ${EXAMPLES}.`,
    insights: [
      "Apportez vos questions et vos derniers résultats d'analyses à votre médecin traitant : il pourra décider quels examens ou spécialistes sont utiles.",
      "Reformulez votre question avec le nom d'un marqueur (comme l'ApoB, l'HbA1c ou la ferritine) ou d'un objectif (comme mieux dormir ou avoir plus d'énergie).",
    ],
    doctor: [
      "Parlez-en à votre médecin",
      "Décrivez vos symptômes ou montrez vos résultats pour obtenir un conseil adapté à votre situation.",
      "Médecin généraliste",
    ],
  },
  offTopic:
    "Je ne peux répondre qu'aux questions sur la santé, les analyses biologiques, le vieillissement en bonne santé et les prestataires " +
    `de cet annuaire. Posez une question sur un marqueur ou un objectif de santé, ${EXAMPLES}.`,
  directory: {
    clinics: [
      "Parcourir les cliniques",
      "Comparez les cliniques de prévention et de longévité et les bilans qu'elles proposent.",
      "Médecin en médecine préventive",
    ],
    labs: [
      "Trouver un laboratoire",
      "Voyez quels laboratoires analysent les marqueurs qui vous intéressent, y compris avec des kits à domicile.",
      "Biologie médicale",
    ],
    wearables: [
      "Découvrir les objets connectés",
      "Suivez votre sommeil, votre fréquence cardiaque, votre activité ou votre glucose pour voir vos propres tendances.",
      "Médecine du sommeil ou du sport",
    ],
  },
  retrieval: {
    found: (terms, kinds) =>
      "Je n'ai pas encore de fiche validée pour cette question, je ne peux donc pas donner de conseil de santé à ce sujet. " +
      `J'ai cherché ${terms} dans l'annuaire ; voici ce que j'ai trouvé ci-dessous : ${kinds}. ` +
      "Chaque page décrit ce que propose le prestataire ; pour un conseil sur votre propre santé, parlez-en à votre médecin.",
    notInCountry: (country) => `Aucun de ces résultats n'est établi dans ce pays (${country}).`,
    insight:
      "Ces fiches ont été trouvées en rapprochant les mots de votre question des noms, descriptions, ingrédients et services des " +
      "fiches ; ce n'est ni un avis médical ni une recommandation personnelle.",
    kinds: {
      clinics: "cliniques",
      practitioners: "praticiens",
      labs: "laboratoires",
      supplements: "compléments alimentaires",
      foods: "aliments",
      wearables: "objets connectés",
      brands: "marques",
      apps: "applications",
    },
  },
  emergency: {
    summary: (n) =>
      `Ce que vous décrivez peut être une urgence médicale. Appelez le ${n} maintenant ou rendez-vous aux urgences les plus proches. ` +
      "N'attendez pas une réponse en ligne : cet assistant ne peut pas vous aider en cas d'urgence.",
    signs: {
      chest_pain: (n) =>
        `Une douleur ou une oppression dans la poitrine — surtout si elle irradie vers le bras, la mâchoire ou le dos, ou s'accompagne d'essoufflement, de sueurs ou de nausées — peut être une crise cardiaque. Appelez le ${n}, arrêtez tout effort et ne prenez pas le volant pour aller à l'hôpital.`,
      stroke: (n) =>
        `Un visage qui s'affaisse soudainement, une faiblesse ou un engourdissement d'un côté du corps, ou une parole confuse ou difficile peuvent être un AVC. Appelez immédiatement le ${n} et notez l'heure du début des symptômes : chaque minute compte.`,
      suicidal: (n) =>
        `Si vous pensez à mettre fin à vos jours ou à vous faire du mal, vous n'êtes pas seul et de l'aide est disponible tout de suite. Si vous êtes en danger immédiat, appelez le ${n}.`,
      bleeding: (n) =>
        `Un saignement abondant qui ne s'arrête pas, ou le fait de vomir ou de cracher du sang, nécessite des soins d'urgence. Appelez le ${n} ; pour une plaie, appuyez fermement dessus avec un linge propre en attendant les secours.`,
      anaphylaxis: (n) =>
        `Un gonflement de la gorge, de la langue ou des lèvres, une difficulté à respirer ou une réaction allergique soudaine et grave peuvent être un choc anaphylactique. Appelez le ${n}. Si un stylo d'adrénaline vous a été prescrit, utilisez-le comme on vous l'a montré.`,
      headache: (n) =>
        `Un mal de tête soudain et très violent — le pire de votre vie — peut être le signe d'un saignement dans le cerveau. Appelez le ${n} ou rendez-vous immédiatement aux urgences les plus proches.`,
    },
    call: (n) => [`Appelez le ${n} maintenant`, "Dites où vous êtes et décrivez les symptômes.", "Services d'urgence"],
    about112:
      "Le 112 est gratuit depuis n'importe quel téléphone dans tous les pays de l'UE et dans de nombreux autres.",
    talk: {
      step: "Parlez à quelqu'un maintenant",
      withLine: (line) =>
        `Appelez : ${line}. Si vous le pouvez, dites à une personne de confiance ce que vous ressentez et demandez-lui de rester avec vous.`,
      generic:
        "Contactez une ligne d'écoute près de chez vous ou votre médecin, ou appelez le numéro d'urgence. Si vous le pouvez, dites à une personne de confiance ce que vous ressentez et demandez-lui de rester avec vous.",
      expert: "Ligne d'écoute ou services d'urgence",
    },
    notAlone: [
      "Ne restez pas seul",
      "Demandez à une personne proche de rester avec vous jusqu'à l'arrivée des secours.",
      "Une personne de confiance",
    ],
    free: "gratuit",
    allDay: "24 h/24, 7 j/7",
    callOrText: (n) => `appel ou SMS au ${n}`,
  },
};
