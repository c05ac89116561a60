import "server-only";
import type { TopicTexts } from "../types";
import type { BrainId } from "./topics";

export const fr: TopicTexts<BrainId> = {
  stress: {
    title: "Stress",
    summary:
      "Le stress est la réponse du corps aux sollicitations : des hormones comme l'adrénaline et le cortisol augmentent le rythme cardiaque et la vigilance, ce qui aide à court terme. Quand le stress est permanent et que la récupération manque, il peut perturber le sommeil, la digestion, la tension, la glycémie et l'humeur, et rendre les bonnes habitudes plus difficiles à tenir. Gérer son stress fait donc partie de la prévention, ce n'est pas un luxe.",
    insights: [
      "L'activité physique régulière, un sommeil suffisant, les liens sociaux et le temps passé dehors sont parmi les amortisseurs du stress les plus constants.",
      "Les exercices de respiration, la méditation et les programmes de pleine conscience réduisent le stress ressenti ; les applications aident à en faire une habitude.",
      "Les objets connectés peuvent montrer des tendances de stress via la fréquence cardiaque et la VFC, mais votre ressenti compte plus qu'un score.",
      "Si le stress, l'anxiété ou la baisse de moral durent des semaines ou gênent la vie quotidienne, parlez-en à un médecin ou à un professionnel de santé mentale.",
    ],
    steps: [
      [
        "Se faire aider si cela dure",
        "Un médecin généraliste, un psychologue ou un psychothérapeute peut aider quand le stress ou l'anxiété pèsent sur le quotidien.",
      ],
      [
        "Prendre une habitude quotidienne de récupération",
        "Quelques minutes de respiration, de méditation ou de marche dehors chaque jour ; des applications peuvent vous guider.",
      ],
      [
        "Suivre stress et récupération",
        "Les tendances de fréquence cardiaque et de VFC d'un objet connecté montrent ce qui vous aide à récupérer.",
      ],
    ],
  },
  energy: {
    title: "Énergie et fatigue",
    summary:
      "Manquer d'énergie est l'une des plaintes de santé les plus fréquentes et a en général plusieurs causes. Un sommeil court ou de mauvaise qualité, le stress, le manque d'activité, des repas irréguliers, l'alcool et certains médicaments y contribuent souvent ; parmi les causes médicales figurent la carence en fer ou l'anémie, un manque de vitamine B12 ou D, une hypothyroïdie, des troubles de la glycémie, la dépression et l'apnée du sommeil.",
    insights: [
      "Les médecins commencent en général par des questions sur le sommeil, l'humeur, l'alimentation et les médicaments, puis un bilan sanguin de base : numération, ferritine, thyroïde, glycémie ou HbA1c, et souvent B12 et vitamine D.",
      "L'activité physique régulière améliore l'énergie de la plupart des gens, même si cela semble paradoxal quand on est fatigué.",
      "Une fatigue qui dure plus de quelques semaines, ou accompagnée d'une perte de poids, de fièvre, de sueurs nocturnes ou d'essoufflement, nécessite un avis médical.",
    ],
    steps: [
      [
        "Demander un bilan de fatigue à votre médecin",
        "Une consultation et un bilan sanguin de base écartent les causes médicales fréquentes.",
      ],
      [
        "Regarder d'abord le sommeil",
        "Suivre la durée et la régularité du sommeil pendant deux semaines révèle souvent le levier principal.",
      ],
      [
        "Bouger un peu chaque jour",
        "De courtes marches quotidiennes ou un entraînement léger redonnent de l'énergie à la plupart des gens ; augmentez progressivement.",
      ],
    ],
  },
  cognition: {
    title: "Mémoire, concentration et santé du cerveau",
    summary:
      "Un certain ralentissement de la mémoire et de la vitesse de réflexion fait partie du vieillissement normal, et les oublis occasionnels sont fréquents à tout âge, surtout avec le stress, le manque de sommeil ou le multitâche. Ce qui fait du bien au cœur fait du bien au cerveau : activité physique, bon sommeil, alimentation saine, vie sociale et intellectuelle, et traitement de l'hypertension, du diabète et de la perte d'audition. Des troubles de mémoire qui s'aggravent ou gênent le quotidien méritent un avis médical.",
    insights: [
      "Parmi les causes traitables de troubles de mémoire et de concentration : manque de vitamine B12, troubles thyroïdiens, dépression, apnée du sommeil et effets indésirables de médicaments.",
      "L'activité d'endurance régulière est l'un des moyens les mieux étayés de soutenir la santé du cerveau ; elle améliore aussi le sommeil et l'humeur.",
      "Les applications d'entraînement cérébral rendent meilleur aux exercices pratiqués, mais leur effet sur la réflexion au quotidien est peu prouvé ; apprendre de nouvelles choses et rester socialement actif sont de bonnes alternatives.",
    ],
    steps: [
      [
        "Faire évaluer une mémoire qui se dégrade",
        "Votre médecin peut évaluer les changements de mémoire et rechercher des causes traitables.",
      ],
      [
        "Rechercher des carences",
        "Des dosages de B12, de vitamine D et de la thyroïde écartent des causes fréquentes ; des laboratoires de l'annuaire les proposent.",
      ],
      [
        "Bouger, dormir et garder du lien",
        "L'activité régulière et un bon sommeil soutiennent la réflexion ; les objets connectés de l'annuaire suivent les deux.",
      ],
    ],
  },
  "dementia-risk": {
    title: "Risque de démence et prévention",
    summary:
      "La démence, le plus souvent la maladie d'Alzheimer ou une démence vasculaire, devient plus fréquente avec l'âge, mais n'en est pas une fatalité. Des synthèses internationales estiment qu'une part importante des cas est liée à des facteurs de risque modifiables, dont l'hypertension, le diabète, le tabac, la sédentarité, la perte d'audition, la dépression, l'isolement social, l'alcool en excès, un LDL élevé et une baisse de vision non traitée. Des gènes comme APOE4 augmentent le risque sans le déterminer.",
    insights: [
      "Ce qui protège le cœur protège le cerveau : contrôler tension, glycémie et cholestérol compte dès le milieu de la vie.",
      "De nouveaux médicaments contre Alzheimer sont autorisés dans certains pays pour des formes débutantes chez des patients sélectionnés ; ils nécessitent une évaluation spécialisée et ont des effets indésirables importants.",
      "Le test génétique APOE4 sans symptômes n'est pas recommandé en routine, car il ne change pas les conseils de prévention et peut inquiéter ; parlez-en d'abord à un médecin ou à un conseiller en génétique.",
    ],
    steps: [
      [
        "Parler de vos inquiétudes à votre médecin",
        "Un médecin généraliste ou un neurologue peut évaluer les changements de mémoire et vos facteurs de risque.",
      ],
      [
        "Traiter les facteurs de risque vasculaire",
        "Faites contrôler tension, glycémie et lipides ; des cliniques de l'annuaire proposent des bilans cardiovasculaires.",
      ],
      [
        "Faire tester votre audition",
        "La perte d'audition est l'un des principaux facteurs de risque modifiables ; un audioprothésiste peut la tester.",
      ],
    ],
  },
  mood: {
    title: "Humeur et dépression",
    summary:
      "Tout le monde a des jours sans, mais la dépression est plus que de la tristesse : une humeur basse ou une perte d'intérêt qui durent deux semaines ou plus, souvent avec troubles du sommeil, fatigue, changements d'appétit, difficultés de concentration ou sentiment de dévalorisation. Elle est fréquente, se soigne et n'est pas un signe de faiblesse. Des causes physiques, comme un trouble thyroïdien, un manque de vitamine D ou B12 et certains médicaments, peuvent y contribuer et méritent d'être vérifiées.",
    insights: [
      "Les psychothérapies comme la thérapie cognitivo-comportementale et, si besoin, les médicaments sont des traitements efficaces ; un médecin peut aider à trouver la bonne option.",
      "L'activité physique régulière améliore la dépression légère à modérée dans les essais et soutient les autres traitements.",
      "Si vous pensez à mettre fin à vos jours ou à vous faire du mal, contactez dès maintenant les secours ou une ligne d'écoute.",
    ],
    steps: [
      [
        "En parler à un professionnel",
        "Un médecin généraliste, un psychologue ou un psychothérapeute peut évaluer votre humeur et discuter d'un traitement.",
      ],
      [
        "Écarter les causes physiques",
        "Votre médecin peut vérifier la thyroïde, les vitamines et les médicaments ; des laboratoires de l'annuaire proposent ces analyses.",
      ],
      [
        "Mettre en place des routines qui soutiennent",
        "Un sommeil régulier, la lumière du jour, le mouvement et le contact avec les autres aident ; des applications de santé mentale de l'annuaire peuvent vous accompagner.",
      ],
    ],
  },
  anxiety: {
    title: "Anxiété et crises de panique",
    summary:
      "L'anxiété est une réaction normale face à une menace ; mais quand les inquiétudes sont constantes, difficiles à contrôler ou disproportionnées, ou que surviennent des crises de panique, elle peut devenir un trouble anxieux. Ces troubles sont parmi les problèmes de santé mentale les plus fréquents et se soignent bien. Des signes physiques comme un cœur qui s'emballe, un essoufflement et des vertiges sont typiques de la panique, mais une douleur thoracique ou un essoufflement doivent être vérifiés par un médecin, surtout la première fois.",
    insights: [
      "La thérapie cognitivo-comportementale est le traitement le mieux établi ; certains médicaments aident aussi, et un médecin peut expliquer les options.",
      "La caféine, l'alcool, le manque de sommeil et certains médicaments ou troubles thyroïdiens peuvent aggraver l'anxiété.",
      "La respiration lente, l'activité physique régulière et la pleine conscience apaisent les symptômes et complètent la thérapie.",
    ],
    steps: [
      [
        "En parler à un professionnel",
        "Un médecin généraliste, un psychologue ou un psychothérapeute peut évaluer l'anxiété et discuter de la thérapie et des autres traitements.",
      ],
      [
        "Vérifier les facteurs physiques",
        "Votre médecin peut examiner la thyroïde, les médicaments et la consommation de caféine ; des laboratoires de l'annuaire analysent la thyroïde.",
      ],
      [
        "Pratiquer des techniques d'apaisement",
        "Les applications de respiration et de pleine conscience de l'annuaire aident à en faire une habitude quotidienne.",
      ],
    ],
  },
  meditation: {
    title: "Méditation, pleine conscience et respiration",
    summary:
      "La méditation et la pleine conscience entraînent l'attention et la conscience de soi ; les exercices de respiration ralentissent le souffle pour apaiser le système nerveux. Les synthèses sur des programmes structurés, comme la réduction du stress basée sur la pleine conscience, montrent des bénéfices modérés sur le stress, l'anxiété et la baisse de moral, et la thérapie cognitive basée sur la pleine conscience aide à prévenir les rechutes de dépression. Les effets sur des marqueurs physiques comme la tension sont plus faibles. Une pratique courte et régulière fonctionne en général mieux que de longues séances occasionnelles.",
    insights: [
      "Les cours guidés et les applications facilitent les débuts ; la régularité compte plus que la méthode.",
      "Chez certaines personnes, surtout en cas de traumatisme ou de trouble psychique sévère, une méditation intensive peut faire remonter des vécus difficiles ; pratiquez accompagné.",
      "Certaines techniques de respiration avec hyperventilation ou apnée ne sont pas sûres dans l'eau, au volant ou en cas de certaines maladies du cœur ou des poumons.",
    ],
    steps: [
      [
        "Commencer par un programme guidé",
        "Les applications de méditation et de pleine conscience de l'annuaire proposent de courtes séances quotidiennes.",
      ],
      [
        "Se faire accompagner en cas de trouble psychique",
        "Un médecin généraliste, un psychologue ou un psychothérapeute peut conseiller une pratique sûre en parallèle d'un traitement.",
      ],
      [
        "Essayer la respiration avec biofeedback",
        "Les objets connectés de l'annuaire qui mesurent la VFC montrent l'effet de la respiration lente sur vous.",
      ],
    ],
  },
};
