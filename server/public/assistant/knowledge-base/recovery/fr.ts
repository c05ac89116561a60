import "server-only";
import type { TopicTexts } from "../types";
import type { RecoveryId } from "./topics";

export const fr: TopicTexts<RecoveryId> = {
  sleep: {
    title: "Sommeil et récupération",
    summary:
      "C'est pendant le sommeil que le corps et le cerveau font une grande partie de leur travail de réparation : les souvenirs se consolident, les hormones se régulent et le cerveau élimine ses déchets. La plupart des adultes ont besoin d'environ sept à neuf heures, et un sommeil trop court comme irrégulier est associé à plus de maladies cardiaques, de diabète, de prise de poids, de baisse de moral et d'infections. La récupération après l'effort dépend fortement du sommeil.",
    insights: [
      "Des horaires de coucher et de lever réguliers, la lumière du matin, une chambre fraîche et sombre, moins de caféine et d'alcool en fin de journée sont les habitudes les mieux étayées.",
      "Un ronflement fort avec des pauses respiratoires ou des suffocations, ou une somnolence dans la journée malgré assez de temps au lit, peuvent évoquer une apnée du sommeil, qui nécessite un avis médical.",
      "La thérapie cognitivo-comportementale de l'insomnie (TCC-I) est le traitement de première intention de l'insomnie chronique selon les recommandations, avant les somnifères.",
      "Les trackers de sommeil mesurent bien la durée totale et la régularité, moins bien les phases ; fiez-vous aux tendances, pas aux nuits isolées.",
    ],
    steps: [
      [
        "Garder un horaire régulier pendant deux semaines",
        "Se coucher et se lever à la même heure chaque jour, week-end compris, est la base d'un meilleur sommeil.",
      ],
      [
        "Suivre sommeil et récupération",
        "Une bague ou une montre montre la durée, la régularité et les tendances de récupération de votre sommeil.",
      ],
      [
        "Faire examiner un ronflement ou une insomnie persistante",
        "Des pauses respiratoires, des suffocations ou une insomnie depuis des mois méritent un avis professionnel.",
      ],
    ],
  },
  "sleep-apnoea": {
    title: "Ronflement et apnée du sommeil",
    summary:
      "Dans l'apnée obstructive du sommeil, les voies respiratoires supérieures se rétrécissent ou se ferment à répétition pendant le sommeil, ce qui provoque des pauses respiratoires, des baisses d'oxygène et de brefs réveils souvent oubliés. Les signes typiques sont un ronflement fort, des pauses ou suffocations constatées par l'entourage, des maux de tête le matin et une somnolence dans la journée. Elle est fréquente, surtout avec le surpoids et l'âge, souvent non diagnostiquée, et liée à l'hypertension, à la fibrillation auriculaire, aux accidents et à une moins bonne glycémie. Des traitements efficaces existent.",
    insights: [
      "Le diagnostic nécessite un enregistrement du sommeil, en laboratoire ou à domicile avec un appareil portable ; bagues et montres peuvent suggérer des baisses d'oxygène mais pas poser le diagnostic.",
      "La PPC (pression positive continue) est le traitement de référence des apnées modérées à sévères ; l'orthèse d'avancée mandibulaire, le traitement positionnel et la perte de poids aident certaines personnes.",
      "La somnolence au volant est dangereuse : si vous vous assoupissez en conduisant, arrêtez de conduire et consultez rapidement.",
    ],
    steps: [
      [
        "Parler du ronflement et de la somnolence à votre médecin",
        "Votre médecin peut évaluer votre risque avec de simples questionnaires et vous orienter vers un enregistrement du sommeil.",
      ],
      [
        "Faire un enregistrement du sommeil",
        "Un spécialiste du sommeil peut confirmer le diagnostic et discuter des traitements.",
      ],
      [
        "N'utiliser les trackers que comme indice",
        "Les objets connectés de l'annuaire enregistrent des tendances de sommeil et d'oxygène à montrer à votre médecin.",
      ],
    ],
  },
  sauna: {
    title: "Sauna",
    summary:
      "Le sauna régulier est une tradition en Finlande, où des études d'observation de long terme ont montré que les hommes qui y allaient plusieurs fois par semaine avaient moins d'infarctus et une mortalité plus faible. Ces études ne prouvent pas un lien de cause à effet, mais des études de court terme montrent que la chaleur abaisse temporairement la tension et améliore le fonctionnement des vaisseaux, comme un exercice léger. Pour la plupart des personnes en bonne santé, le sauna est sans danger s'il est pratiqué raisonnablement.",
    insights: [
      "Alcool et sauna forment un mélange dangereux : buvez de l'eau, pas d'alcool, et sortez si vous vous sentez mal.",
      "Les personnes ayant une maladie cardiaque instable, un infarctus récent, une tension très basse, ainsi que les femmes enceintes, devraient d'abord demander l'avis d'un médecin.",
      "Les saunas infrarouges fonctionnent à des températures plus basses ; ils sont moins étudiés que les saunas traditionnels.",
    ],
    steps: [
      [
        "Demander à votre médecin en cas de maladie cardiaque",
        "Un médecin généraliste ou un cardiologue peut vous dire si le sauna est sans risque pour vous et comment le pratiquer.",
      ],
      [
        "L'intégrer à votre routine",
        "Des fabricants de saunas figurent dans l'annuaire si vous en voulez un chez vous.",
      ],
      [
        "Aller dans un spa ou un centre thermal",
        "Certaines cliniques et resorts de l'annuaire proposent un sauna dans leurs services de spa.",
      ],
    ],
  },
  "cold-exposure": {
    title: "Exposition au froid et bains glacés",
    summary:
      "Douches froides, bains glacés et baignade hivernale sont devenus populaires pour la récupération, l'humeur et la résistance au stress. Les études montrent des effets à court terme, comme un regain de vigilance et une hausse de la noradrénaline, et l'eau froide après l'effort réduit un peu les courbatures. Les preuves de bénéfices durables pour la santé sont limitées, et des bains glacés réguliers juste après la musculation peuvent réduire les gains musculaires. L'immersion brutale dans l'eau froide comporte aussi de vrais risques.",
    insights: [
      "Le choc thermique fait haleter et augmente fortement le pouls et la tension ; il est à l'origine de la plupart des noyades en eau froide : ne nagez jamais seul en eau froide.",
      "Les personnes ayant une maladie cardiaque, de l'hypertension ou des troubles circulatoires comme le syndrome de Raynaud doivent d'abord en parler à un médecin.",
      "Commencez progressivement par des expositions plus courtes et moins froides, et réchauffez-vous lentement ensuite.",
    ],
    steps: [
      [
        "Vérifier d'abord votre cœur",
        "Un médecin généraliste ou un cardiologue peut vous dire si l'exposition au froid est sans risque pour vous.",
      ],
      [
        "L'organiser autour de votre entraînement",
        "Un coach peut vous aider à savoir quand l'eau froide aide la récupération et quand elle peut freiner les gains de force.",
      ],
      [
        "Essayer dans un cadre encadré",
        "Certains spas et cliniques de l'annuaire proposent des bains froids ou de la cryothérapie en présence de personnel.",
      ],
    ],
  },
  "red-light-therapy": {
    title: "Thérapie par la lumière rouge",
    summary:
      "La thérapie par la lumière rouge et proche infrarouge (photobiomodulation) applique une lumière de faible puissance sur la peau, avec des appareils allant de la clinique aux panneaux domestiques. Il existe quelques preuves pour des usages précis, comme certaines maladies de peau, la cicatrisation et les mucites buccales pendant un traitement du cancer, mais les promesses de perte de poids, d'effet hormonal ou de longévité reposent sur des preuves faibles. Elle est différente de la luminothérapie par lumière vive, bien étayée contre la dépression saisonnière et les troubles de l'horloge interne.",
    insights: [
      "La puissance, la longueur d'onde et la dose des appareils varient beaucoup, ce qui rend les études difficiles à comparer et les produits difficiles à juger.",
      "Protégez vos yeux et demandez l'avis d'un médecin si vous prenez des médicaments photosensibilisants ou avez une maladie de peau.",
      "Une lampe de luminothérapie le matin peut aider en cas de baisse de moral hivernale ou d'horloge interne décalée ; demandez à votre médecin si cela vous concerne.",
    ],
    steps: [
      [
        "Demander à un dermatologue pour la peau",
        "Pour un problème de peau, un dermatologue peut vous dire quels traitements par la lumière sont prouvés.",
      ],
      [
        "Vérifier vos médicaments",
        "Un médecin ou un pharmacien peut vous dire si vos médicaments augmentent la sensibilité à la lumière.",
      ],
      [
        "Comparer les appareils avec soin",
        "Des marques de luminothérapie figurent dans l'annuaire ; recherchez des informations de sécurité claires.",
      ],
    ],
  },
  "hyperbaric-oxygen": {
    title: "Oxygénothérapie hyperbare",
    summary:
      "L'oxygénothérapie hyperbare consiste à respirer de l'oxygène pur dans un caisson pressurisé. C'est un traitement hospitalier reconnu pour quelques maladies, comme l'accident de décompression, l'intoxication au monoxyde de carbone et certaines plaies difficiles à cicatriser. Son usage comme soin de bien-être ou anti-âge repose sur de petites études mesurant des marqueurs comme les télomères, pas sur la preuve d'une meilleure santé ou d'une vie plus longue, et elle comporte des risques comme des lésions des oreilles et des sinus.",
    insights: [
      "Les centres médicaux hyperbares suivent des règles de sécurité strictes ; les caissons de bien-être à plus faible pression sont moins étudiés.",
      "Certaines maladies, comme certaines atteintes pulmonaires ou des problèmes d'oreille récents, rendent le traitement dangereux.",
      "Méfiez-vous des cliniques qui promettent d'inverser le vieillissement ; demandez quels résultats ont été mesurés, et chez qui.",
    ],
    steps: [
      [
        "Demander s'il existe une indication médicale",
        "Votre médecin peut vous dire si une raison reconnue de traitement s'applique à vous.",
      ],
      [
        "Vérifier d'abord la sécurité",
        "Un médecin devrait examiner vos oreilles, vos poumons et vos médicaments avant tout traitement sous pression.",
      ],
      [
        "Questionner les promesses de longévité",
        "Un médecin de la longévité rigoureux peut expliquer ce que les preuves montrent et ne montrent pas.",
      ],
    ],
  },
};
