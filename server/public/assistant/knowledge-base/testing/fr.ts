import "server-only";
import type { TopicTexts } from "../types";
import type { TestingId } from "./topics";

export const fr: TopicTexts<TestingId> = {
  longevity: {
    title: "Longévité et vieillissement en bonne santé",
    summary:
      "La médecine de la longévité cherche à allonger l'espérance de vie en bonne santé – les années vécues en bonne forme –, pas seulement la durée de vie. Les preuves les plus solides désignent toujours les bases : activité physique régulière avec renforcement musculaire, arrêt du tabac, alimentation surtout végétale, bon sommeil, poids sain, peu d'alcool et liens sociaux forts, avec le dépistage et le traitement précoces du risque cardiovasculaire, du diabète et des cancers. Beaucoup d'approches plus récentes, dont les compléments vendus contre le vieillissement, sont encore à l'étude chez l'humain.",
    insights: [
      "Les médecins de prévention se concentrent sur les grandes causes de décès et d'incapacité – maladies cardiaques, cancers, maladies métaboliques et neurodégénératives – et suivent des marqueurs comme l'ApoB, l'HbA1c, la tension, la condition physique et la force musculaire.",
      "La condition cardiorespiratoire et la force musculaire comptent parmi les meilleurs indicateurs d'un vieillissement en bonne santé, et les deux se travaillent à tout âge.",
      "Les preuves pour la plupart des compléments anti-âge chez l'humain restent limitées ; parlez de tout complément avec un médecin, surtout si vous prenez des médicaments.",
      "Les programmes de dépistage, par exemple des cancers colorectal, du sein et du col de l'utérus, sont des outils éprouvés pour vivre plus longtemps et méritent d'être suivis.",
    ],
    steps: [
      [
        "Faire un bilan de santé de référence",
        "Une clinique de prévention ou de longévité peut évaluer votre risque cardiovasculaire, métabolique et de cancer comme point de départ.",
      ],
      [
        "Mesurer les biomarqueurs clés",
        "ApoB, Lp(a), HbA1c, CRP-us et vitamine D sont des points de départ fréquents ; des laboratoires de l'annuaire les proposent.",
      ],
      [
        "Travailler l'endurance et la force",
        "L'endurance et la force musculaire comptent parmi les meilleurs indicateurs d'un vieillissement en bonne santé ; un objet connecté aide à suivre vos progrès.",
      ],
    ],
  },
  "biological-age": {
    title: "Âge biologique",
    summary:
      "Les tests d'âge biologique estiment l'âge auquel votre corps se comporte par rapport à votre âge civil. Les plus courants sont les horloges épigénétiques, qui lisent des marques chimiques (méthylation de l'ADN) sur vos gènes ; d'autres utilisent la longueur des télomères, les glycanes ou des marqueurs sanguins courants. Ce sont des outils de recherche prometteurs, mais les résultats varient d'un test à l'autre et même entre deux prélèvements, et ils ne sont pas encore validés pour prendre des décisions médicales.",
    insights: [
      "Les différentes horloges ne mesurent pas la même chose : ne comparez dans le temps que les résultats d'un même test.",
      "Des marqueurs établis comme la tension, l'ApoB, l'HbA1c, la condition physique et la force restent de meilleurs guides pour savoir quoi changer.",
      "Le tabac, l'obésité, le manque de sommeil et la sédentarité sont associés à des estimations d'âge biologique plus élevées.",
    ],
    steps: [
      [
        "Commencer par les marqueurs éprouvés",
        "Tension, ApoB, HbA1c et condition physique en disent plus sur ce qu'il faut changer qu'une estimation d'âge isolée.",
      ],
      [
        "Discuter des résultats avec un médecin de la longévité",
        "Il peut replacer une estimation d'âge biologique dans le contexte de vos autres résultats.",
      ],
      [
        "Si vous testez, garder le même test",
        "Les tests ne sont pas comparables entre eux ; refaites-le chez le même prestataire pour voir une tendance.",
      ],
    ],
  },
  "full-body-mri": {
    title: "IRM corps entier et scanners du corps",
    summary:
      "Des IRM du corps entier sont proposées en privé à des personnes sans symptômes pour dépister des maladies tôt. L'IRM n'utilise pas de rayons, mais chez les personnes en bonne santé l'examen révèle souvent des découvertes fortuites, le plus souvent bénignes, qui peuvent entraîner d'autres examens, de l'inquiétude et parfois des gestes inutiles. Les sociétés médicales ne recommandent pas actuellement ces examens de dépistage chez les personnes sans symptômes, faute de preuve qu'ils sauvent des vies, contrairement aux programmes de dépistage établis.",
    insights: [
      "Avant de réserver, demandez ce que l'examen peut détecter ou non, qui lit les images et comment les anomalies sont suivies.",
      "Une IRM ne remplace ni les dépistages éprouvés des cancers colorectal, du sein et du col de l'utérus, ni le contrôle de la tension et du cholestérol.",
      "Une imagerie ciblée prescrite par un médecin pour des symptômes ou un risque précis est une autre situation, souvent très utile.",
    ],
    steps: [
      [
        "Peser le pour et le contre avec un médecin",
        "Un médecin de prévention peut dire si un examen vous apporte quelque chose ; les cliniques de l'annuaire qui en proposent sont listées.",
      ],
      [
        "Se renseigner sur le déroulé et la lecture",
        "Un radiologue peut expliquer la qualité des images, le compte rendu et la suite donnée aux découvertes inattendues.",
      ],
      [
        "Suivre les dépistages éprouvés",
        "Votre médecin peut vous dire quels programmes de dépistage et bilans vous concernent.",
      ],
    ],
  },
  "genetic-tests": {
    title: "Tests génétiques",
    summary:
      "Les tests génétiques vont des examens médicaux ciblant certaines maladies héréditaires, comme BRCA ou l'hypercholestérolémie familiale, aux tests ADN grand public et au séquençage du génome. Les tests génétiques médicaux sont précieux quand vos antécédents personnels ou familiaux suggèrent un risque héréditaire. Les tests grand public peuvent être intéressants, mais les scores de risque pour les maladies courantes modifient en général peu votre risque, certains résultats sont incertains, et ils peuvent avoir des conséquences pour vos proches et, dans certains pays, pour l'assurance.",
    insights: [
      "Un conseil génétique avant et après le test aide à comprendre ce qu'un résultat signifie et ce qu'il ne signifie pas.",
      "Un test grand public négatif pour quelques variants BRCA n'exclut pas un risque héréditaire de cancer ; les tests médicaux analysent une bien plus grande partie du gène.",
      "Pour la plupart des gens, l'hygiène de vie et les facteurs de risque classiques comme la tension, l'ApoB et le tabac comptent plus que les variants génétiques courants.",
    ],
    steps: [
      [
        "Consulter un conseiller en génétique",
        "Il peut évaluer si un test est utile et vous préparer aux résultats possibles.",
      ],
      [
        "Établir vos antécédents familiaux",
        "Notez les maladies et les âges de vos proches parents et parlez-en à votre médecin.",
      ],
      [
        "Si vous testez, bien choisir",
        "Des laboratoires proposant des tests ADN figurent dans l'annuaire ; vérifiez ce qui est analysé, comment les données sont conservées et si un avis médical accompagne les résultats.",
      ],
    ],
  },
  "cancer-screening": {
    title: "Dépistage des cancers",
    summary:
      "Le dépistage cherche un cancer ou ses lésions précurseurs avant l'apparition de symptômes, quand le traitement est le plus efficace. Les programmes organisés pour les cancers colorectal, du sein et du col de l'utérus réduisent la mortalité, et certains pays dépistent le cancer du poumon chez les gros fumeurs. Le dosage du PSA pour le cancer de la prostate a des bénéfices et des inconvénients et relève d'une décision personnelle avec un médecin. Les nouvelles prises de sang qui recherchent plusieurs cancers à la fois sont encore en évaluation et ne remplacent pas les dépistages éprouvés.",
    insights: [
      "Les examens nécessaires et leur fréquence dépendent de l'âge, du sexe, des antécédents familiaux et du pays ; les programmes nationaux invitent aux dépistages éprouvés.",
      "Des cancers survenus jeunes dans la famille peuvent justifier un dépistage plus précoce ou un conseil génétique.",
      "Le dépistage s'adresse aux personnes sans symptômes ; des signes d'alerte comme du sang dans les selles, une nouvelle grosseur ou une perte de poids inexpliquée nécessitent un avis médical rapide.",
    ],
    steps: [
      [
        "Vérifier les programmes qui vous concernent",
        "Votre médecin peut vous dire quels dépistages sont recommandés pour votre âge et vos antécédents.",
      ],
      [
        "Tenir à jour les dépistages du col et du sein",
        "Un médecin généraliste ou un gynécologue peut prescrire les examens à faire.",
      ],
      [
        "Parler du PSA si vous êtes concerné",
        "Un médecin généraliste ou un urologue peut vous expliquer les avantages et inconvénients du dosage du PSA.",
      ],
    ],
  },
  "health-checkup": {
    title: "Bilans de santé et prises de sang",
    summary:
      "Un bon bilan se concentre sur ce qui influence le plus la santé et sur quoi l'on peut agir : tension, poids et tour de taille, tabac et alcool, lipides sanguins, glycémie, fonction rénale et dépistages adaptés à l'âge, avec vos symptômes et vos antécédents familiaux. Plus d'analyses ne veut pas dire mieux : de grands bilans chez des personnes en bonne santé donnent souvent des résultats limites qui inquiètent et entraînent d'autres examens sans bénéfice.",
    insights: [
      "Les analyses de base utiles chez l'adulte comprennent souvent un bilan lipidique (idéalement avec l'ApoB), l'HbA1c ou la glycémie à jeun, la fonction rénale et, selon les antécédents, le bilan hépatique, la numération, la ferritine, la thyroïde ou la vitamine D.",
      "Les résultats s'interprètent au mieux avec un médecin qui connaît votre histoire ; les valeurs de référence ne sont pas des objectifs.",
      "Les cliniques de prévention et de longévité proposent des bilans étendus ; demandez ce qu'ils comprennent et comment les résultats sont expliqués.",
    ],
    steps: [
      [
        "Commencer par votre médecin",
        "Votre médecin peut décider quelles analyses ont du sens selon votre âge, vos antécédents et vos facteurs de risque.",
      ],
      [
        "Envisager un bilan de prévention étendu",
        "Des cliniques de prévention de l'annuaire proposent des bilans qui associent analyses et consultation médicale.",
      ],
      [
        "Faire les prises de sang nécessaires",
        "Des laboratoires de l'annuaire proposent des analyses de sang, y compris en kit à domicile ; montrez les résultats à votre médecin.",
      ],
    ],
  },
  "microbiome-tests": {
    title: "Tests du microbiote et d'intolérance alimentaire",
    summary:
      "Les tests du microbiote à domicile analysent un échantillon de selles pour décrire les bactéries intestinales présentes ; ils peuvent être instructifs, mais la science ne sait pas encore traduire la plupart des résultats en conseils personnels fiables. Les tests d'intolérance alimentaire qui mesurent les anticorps IgG ne sont pas recommandés par les sociétés d'allergologie, car les IgG reflètent l'exposition aux aliments et non une intolérance. Les vraies allergies et des maladies comme la maladie cœliaque ou l'intolérance au lactose se diagnostiquent avec des tests médicaux validés.",
    insights: [
      "Supprimer des aliments sur la base de résultats IgG peut conduire à des régimes inutilement restrictifs et à des carences.",
      "Des troubles digestifs persistants, une perte de poids, du sang dans les selles ou une anémie relèvent d'un médecin, pas d'un test grand public.",
      "Une alimentation variée et riche en fibres soutient le microbiote, quel que soit le résultat d'un test.",
    ],
    steps: [
      [
        "Consulter d'abord pour les symptômes",
        "Un médecin généraliste ou un gastro-entérologue peut rechercher une maladie cœliaque, des allergies ou d'autres causes avec des méthodes validées.",
      ],
      [
        "Demander un conseil alimentaire",
        "Un diététicien spécialisé en santé intestinale peut encadrer sans risque un régime d'éviction s'il est nécessaire.",
      ],
      [
        "Tester par curiosité, en connaissant les limites",
        "Des laboratoires proposant des tests du microbiote figurent dans l'annuaire ; voyez les résultats comme une information, pas un diagnostic.",
      ],
    ],
  },
};
