import "server-only";
import type { TopicTexts } from "../types";
import type { TrainingId } from "./topics";

export const fr: TopicTexts<TrainingId> = {
  hrv: {
    title: "Variabilité de la fréquence cardiaque (VFC)",
    summary:
      "La variabilité de la fréquence cardiaque (VFC, ou HRV) est la petite variation du temps entre deux battements du cœur. Elle reflète l'équilibre du système nerveux autonome : une VFC élevée par rapport à votre propre référence signale en général une bonne récupération, tandis qu'une baisse peut suivre un mauvais sommeil, l'alcool, une maladie, un entraînement intense ou le stress. La VFC est très individuelle : suivre votre propre tendance est plus utile que de vous comparer aux autres.",
    insights: [
      "Les objets connectés mesurent surtout la VFC pendant le sommeil ; les tendances sur plusieurs semaines ont plus de sens qu'une seule nuit.",
      "L'âge, la génétique et la condition physique fixent votre niveau de base ; l'endurance et un sommeil régulier tendent à l'augmenter avec le temps.",
      "La respiration lente augmente la VFC sur le moment et constitue une façon simple de s'entraîner à la détente.",
    ],
    steps: [
      [
        "Établir votre niveau de base",
        "Portez un capteur régulièrement pendant quelques semaines avant d'interpréter les variations.",
      ],
      [
        "Planifier entraînement et repos selon la tendance",
        "Une baisse durable sous votre niveau de base invite à privilégier le sommeil et des journées plus légères.",
      ],
      [
        "Essayer des exercices de respiration quotidiens",
        "Quelques minutes de respiration lente sont une habitude facile ; des applications peuvent vous guider.",
      ],
    ],
  },
  "resting-heart-rate": {
    title: "Fréquence cardiaque au repos",
    summary:
      "La fréquence cardiaque au repos est le nombre de battements du cœur par minute lorsque vous êtes complètement au repos, idéalement mesurée juste au réveil. Une fréquence au repos plus basse reflète en général une meilleure condition cardiovasculaire, et une fréquence durablement plus élevée est associée à un risque cardiovasculaire plus grand dans de grandes études. Elle augmente temporairement en cas de maladie, de déshydratation, d'alcool, de stress et de mauvais sommeil.",
    insights: [
      "Votre propre tendance en dit plus qu'une mesure isolée ; une hausse de plusieurs battements au-dessus de votre niveau habituel peut annoncer une maladie ou un surentraînement.",
      "L'activité d'endurance régulière abaisse la fréquence au repos en quelques semaines à quelques mois.",
      "Une fréquence au repos très basse ou très élevée avec vertiges, malaise ou essoufflement nécessite l'avis d'un médecin.",
    ],
    steps: [
      [
        "La mesurer de la même façon chaque jour",
        "Un objet connecté ou une mesure le matin avant de se lever donne des valeurs comparables.",
      ],
      [
        "Développer votre endurance",
        "La marche rapide, le vélo ou la natation presque tous les jours abaissent la fréquence au repos avec le temps.",
      ],
      [
        "Consulter si elle est inhabituelle avec des symptômes",
        "Palpitations, vertiges, malaise ou essoufflement nécessitent un examen médical.",
      ],
    ],
  },
  vo2max: {
    title: "VO2max et condition physique",
    summary:
      "La VO2max est la quantité maximale d'oxygène que votre corps peut utiliser pendant un effort intense : c'est la mesure de référence de la condition cardiorespiratoire. Dans de grandes études d'observation, une bonne condition physique est l'un des meilleurs indicateurs d'une vie plus longue, et la VO2max diminue naturellement avec l'âge. Elle se mesure le plus précisément en laboratoire, avec un masque sur tapis ou vélo ; les montres de sport l'estiment à partir de la fréquence cardiaque et de l'allure.",
    insights: [
      "L'entraînement modéré et régulier (souvent appelé zone 2) comme de courts intervalles intenses améliorent la VO2max ; la régularité sur des mois compte le plus.",
      "Les estimations des montres sont bonnes pour suivre une tendance mais peuvent s'écarter nettement d'un test en laboratoire.",
      "Si vous partez de peu d'activité ou avez des facteurs de risque cardiaque, parlez-en à un médecin avant un entraînement intense.",
    ],
    steps: [
      [
        "L'estimer et suivre la tendance",
        "Beaucoup de montres de sport estiment la VO2max à partir de vos sorties de course ou de vélo.",
      ],
      [
        "Faire un test en laboratoire pour plus de précision",
        "Une épreuve d'effort cardiorespiratoire donne une valeur exacte et vos zones d'entraînement.",
      ],
      [
        "Consulter avant un entraînement intense en cas de facteurs de risque",
        "Par exemple une maladie cardiaque connue, des symptômes thoraciques à l'effort ou plusieurs facteurs de risque cardiovasculaire.",
      ],
    ],
  },
  "body-composition": {
    title: "Composition corporelle",
    summary:
      "La composition corporelle décrit ce qui compose votre poids – graisse, muscles, os et eau – et en dit plus sur la santé que le poids ou l'IMC seuls. La graisse stockée autour des organes (graisse viscérale) est la plus liée au diabète et aux maladies cardiaques, alors que la masse et la force musculaires protègent la santé en vieillissant. L'absorptiométrie (DXA) mesure la composition le plus précisément ; les balances connectées à impédance donnent des estimations approximatives, surtout utiles pour suivre une tendance.",
    insights: [
      "Le tour de taille est un indicateur simple et gratuit de la graisse viscérale, que les médecins utilisent souvent avec l'IMC.",
      "Le renforcement musculaire et assez de protéines aident à préserver les muscles, surtout pendant une perte de poids et après 40 ans.",
      "Les mesures d'impédance varient avec l'hydratation, les repas et l'heure : mesurez toujours dans les mêmes conditions.",
    ],
    steps: [
      [
        "Mesurer de façon régulière",
        "Le tour de taille et une balance connectée à la même heure montrent votre tendance.",
      ],
      [
        "Miser sur le renforcement musculaire et les protéines",
        "Un coach ou un diététicien peut construire un plan qui préserve vos muscles.",
      ],
      [
        "Envisager une DXA ou un scan corporel",
        "Certaines cliniques proposent des mesures précises de la composition corporelle dans leurs bilans.",
      ],
    ],
  },
  "strength-training": {
    title: "Renforcement musculaire et muscles",
    summary:
      "La masse et la force musculaires diminuent dès le milieu de la vie, plus vite après 60 ans : c'est la sarcopénie, qui augmente le risque de chutes, de fragilité et de perte d'autonomie. Le renforcement musculaire est le moyen le plus efficace de la freiner ou de l'inverser à tout âge, et il améliore aussi la glycémie, la densité osseuse et l'humeur. Les recommandations conseillent des exercices de renforcement de tous les grands groupes musculaires au moins deux jours par semaine.",
    insights: [
      "Des charges qui augmentent progressivement, avec une bonne technique, comptent plus que le programme exact ; poids du corps, élastiques et machines conviennent tous.",
      "Assez de protéines, réparties sur la journée, aident le corps à construire du muscle après l'effort, surtout chez les personnes âgées.",
      "Les personnes ayant une maladie cardiaque, une tension mal contrôlée ou des problèmes articulaires peuvent en général s'entraîner sans danger avec un plan adapté ; demandez d'abord l'avis d'un médecin.",
    ],
    steps: [
      [
        "Apprendre une bonne technique",
        "Un coach qualifié ou un kinésithérapeute peut mettre en place un programme sûr et progressif adapté à votre niveau.",
      ],
      [
        "Vérifier d'abord en cas de maladie",
        "Un médecin du sport peut vous conseiller si vous avez des problèmes cardiaques, articulaires ou autres.",
      ],
      [
        "Manger assez de protéines",
        "Un diététicien peut vous aider à prévoir des repas riches en protéines ; des aliments protéinés figurent dans l'annuaire.",
      ],
    ],
  },
  "grip-strength": {
    title: "Force de préhension",
    summary:
      "La force de préhension, mesurée en serrant un dynamomètre à main, est un marqueur simple de la force musculaire globale. Dans de grandes études, une poigne plus faible est associée à un risque plus élevé d'incapacité, de maladie cardiaque et de décès précoce ; c'est donc un bon signe de la robustesse physique plutôt qu'un objectif en soi. Elle diminue avec l'âge et la sédentarité et s'améliore avec un renforcement de tout le corps.",
    insights: [
      "La force de préhension reflète la force globale : entraîner seulement les mains est moins utile que de travailler tout le corps.",
      "Les résultats se comparent aux valeurs de votre âge et de votre sexe ; certaines cliniques et bilans la mesurent.",
      "Une perte soudaine de force dans une main, surtout avec un engourdissement ou d'autres signes, nécessite des soins urgents.",
    ],
    steps: [
      [
        "Entraîner tout le corps",
        "Un coach peut construire un programme de tirages, de portés et de soulevés qui renforcent aussi la poigne.",
      ],
      [
        "La faire mesurer",
        "Demandez à votre médecin, à un médecin du sport ou lors du bilan d'une clinique de la comparer aux normes.",
      ],
      [
        "Ajouter portés et suspensions",
        "La marche du fermier et la suspension à une barre sont des exercices simples ; des marques d'équipement sportif figurent dans l'annuaire.",
      ],
    ],
  },
  "zone-2": {
    title: "Entraînement en zone 2",
    summary:
      "La zone 2 désigne un effort d'endurance régulier, d'intensité faible à modérée, à peu près là où vous pouvez encore parler par phrases complètes. Elle développe l'endurance fondamentale, améliore la façon dont les muscles utilisent graisses et glucose, et se récupère facilement, ce qui permet de la pratiquer souvent. Elle est devenue populaire dans le milieu de la longévité ; les preuves soutiennent l'activité aérobie modérée et régulière en général, la zone cardiaque exacte comptant moins que la régularité.",
    insights: [
      "Les zones s'estiment avec un cardiofréquencemètre ou le test de la parole ; les tests en laboratoire mesurant le lactate ou les échanges gazeux donnent les seuils les plus précis.",
      "Plusieurs heures d'entraînement modéré par semaine, associées à quelques intervalles plus durs, améliorent le plus la VO2max.",
      "Marche rapide, vélo, natation ou aviron, tout compte ; le meilleur choix est celui que vous ferez régulièrement.",
    ],
    steps: [
      [
        "Trouver votre zone",
        "Utilisez le test de la parole ou un cardiofréquencemètre ; ceintures et montres figurent dans l'annuaire.",
      ],
      [
        "Consulter en cas de facteurs de risque",
        "Une maladie cardiaque, des symptômes thoraciques à l'effort ou plusieurs facteurs de risque justifient un examen avant de commencer.",
      ],
      [
        "Tester vos seuils pour plus de précision",
        "Un cabinet de médecine du sport peut mesurer vos seuils lactiques ou ventilatoires.",
      ],
    ],
  },
  hiit: {
    title: "Entraînement fractionné (HIIT)",
    summary:
      "L'entraînement fractionné de haute intensité alterne de courts efforts intenses et des phases de récupération, comme le protocole norvégien 4x4 : quatre minutes dures, trois minutes faciles. Il améliore efficacement la VO2max et le contrôle de la glycémie, et des essais chez des personnes âgées montrent qu'il est faisable et efficace. Comme il sollicite le cœur et les articulations, il vaut mieux l'ajouter une ou deux fois par semaine à une base d'activité modérée régulière.",
    insights: [
      "Les séances intenses demandent de la récupération ; plus n'est pas mieux, et trop d'intensité augmente le risque de blessure et de surentraînement.",
      "Un bon échauffement et une intensité augmentée progressivement sur des semaines rendent le fractionné plus sûr.",
      "Une douleur thoracique, un essoufflement inhabituel, des vertiges ou des palpitations pendant l'effort imposent d'arrêter et de consulter.",
    ],
    steps: [
      [
        "Vérifier d'abord votre cœur",
        "En cas de maladie cardiaque, d'hypertension ou si vous débutez, parlez-en à votre médecin ou à un cardiologue avant un effort intense.",
      ],
      [
        "Commencer par un protocole simple",
        "Un coach peut adapter le fractionné à votre niveau ; les cardiofréquencemètres de l'annuaire aident à doser l'effort.",
      ],
      [
        "Prévoir des jours de récupération",
        "Les jours faciles, le sommeil et l'alimentation permettent à l'entraînement de porter ses fruits ; un coach peut équilibrer la semaine.",
      ],
    ],
  },
  "daily-steps": {
    title: "Pas quotidiens et marche",
    summary:
      "La marche est l'activité physique la plus accessible. De grandes études associent davantage de pas quotidiens à un risque plus faible de décès prématuré et de maladie cardiaque, avec un bénéfice qui augmente jusqu'à environ sept à dix mille pas par jour pour la plupart des adultes puis plafonne ; les fameux 10 000 pas étaient à l'origine un chiffre publicitaire. Marcher d'un bon pas et interrompre les longues périodes assises apportent un bénéfice supplémentaire.",
    insights: [
      "Toute augmentation aide surtout quand on part de peu ; le gain le plus important vient du passage de très peu de pas à une quantité modérée.",
      "Une courte marche après les repas limite la hausse de la glycémie.",
      "Téléphones et objets connectés comptent assez bien les pas pour suivre une tendance, même si les chiffres absolus varient selon les appareils.",
    ],
    steps: [
      [
        "Connaître votre point de départ",
        "Comptez vos pas pendant une semaine avec votre téléphone ou un objet connecté, puis ajoutez-en un peu chaque semaine.",
      ],
      [
        "Rendre la marche sûre et confortable",
        "Si des douleurs ou des troubles de l'équilibre limitent la marche, un médecin ou un kinésithérapeute peut aider.",
      ],
      [
        "L'intégrer à votre journée",
        "Réunions en marchant, escaliers et marche après les repas s'additionnent ; les applications d'activité de l'annuaire peuvent vous le rappeler.",
      ],
    ],
  },
  "mobility-balance": {
    title: "Mobilité, souplesse et équilibre",
    summary:
      "La mobilité et l'équilibre permettent de bouger librement et d'éviter les chutes, qui deviennent avec l'âge l'une des principales causes de blessure. L'équilibre diminue dès le milieu de la vie mais répond bien à l'entraînement : les programmes associant équilibre et renforcement réduisent les chutes d'environ un quart chez les personnes âgées dans les synthèses. Le yoga, le tai-chi et le Pilates combinent mobilité, équilibre et force, et les étirements réguliers entretiennent l'amplitude des mouvements.",
    insights: [
      "Des tests simples, comme tenir sur une jambe ou se lever d'une chaise sans les mains, donnent une idée de l'équilibre et de la force des jambes.",
      "Le tai-chi fait partie des méthodes les mieux étayées pour prévenir les chutes des personnes âgées.",
      "Des vertiges, des chutes répétées ou des troubles soudains de l'équilibre nécessitent un avis médical, car des médicaments, la tension ou l'oreille interne peuvent en être la cause.",
    ],
    steps: [
      [
        "Faire évaluer vos mouvements",
        "Un kinésithérapeute peut vérifier votre mobilité et votre équilibre et vous proposer des exercices.",
      ],
      [
        "Suivre un cours",
        "Les cours de yoga, de tai-chi ou de Pilates développent mobilité et équilibre ; certaines cliniques de l'annuaire en proposent.",
      ],
      [
        "Parler des chutes et vertiges à votre médecin",
        "Votre médecin peut vérifier vos médicaments, votre tension et d'autres causes.",
      ],
    ],
  },
  exercise: {
    title: "Activité physique et exercice",
    summary:
      "L'activité physique régulière est l'une des choses les plus efficaces pour vivre plus longtemps en bonne santé : elle réduit le risque de maladies cardiaques, de diabète, de plusieurs cancers, de dépression et de démence. L'OMS recommande aux adultes 150 à 300 minutes d'activité d'endurance modérée ou 75 à 150 minutes d'activité intense par semaine, plus du renforcement musculaire au moins deux jours, et du travail d'équilibre pour les personnes âgées. Un peu d'activité vaut mieux que rien, et les bénéfices commencent à tout âge.",
    insights: [
      "Les plus grands gains de santé viennent du passage de l'inactivité à une activité modérée ; inutile d'être un athlète.",
      "Un mélange d'endurance, de force, d'équilibre et de souplesse couvre les différentes façons dont le corps vieillit.",
      "Les personnes ayant une maladie cardiaque, des symptômes thoraciques ou d'autres maladies devraient demander à un médecin comment commencer sans risque.",
    ],
    steps: [
      [
        "Commencer en sécurité",
        "Si vous avez une maladie ou êtes inactif depuis longtemps, demandez à votre médecin ou à un médecin du sport comment démarrer.",
      ],
      [
        "Trouver un programme qui vous plaît",
        "Un coach peut vous aider à combiner endurance, force et équilibre dans une routine adaptée à votre vie.",
      ],
      [
        "Suivre votre activité",
        "Les objets connectés de l'annuaire montrent votre activité et vous aident à persévérer.",
      ],
    ],
  },
};
