import "server-only";
import type { TopicTexts } from "../types";
import type { NutrientId } from "./topics";

export const fr: TopicTexts<NutrientId> = {
  "vitamin-d": {
    title: "Vitamine D",
    summary:
      "La vitamine D aide le corps à absorber le calcium et soutient les os, les muscles et le système immunitaire. La peau la fabrique grâce au soleil : les taux baissent donc souvent en hiver en Europe du Nord et centrale, ainsi que chez les personnes qui sortent peu, couvrent leur peau ou ont la peau foncée. La prise de sang mesure la 25-hydroxyvitamine D, la forme de réserve du corps.",
    insights: [
      "Les laboratoires et les pays utilisent des seuils un peu différents pour la carence et les apports suffisants : comparez votre résultat aux valeurs de référence du compte rendu et parlez-en à votre médecin.",
      "Plus n'est pas toujours mieux : la vitamine D est liposoluble, et un excès de compléments peut élever le calcium à des niveaux dangereux.",
      "Un dosage en fin d'hiver montre votre point le plus bas de l'année ; un dosage en fin d'été, votre meilleur niveau.",
    ],
    steps: [
      [
        "Doser avant de supplémenter",
        "Une prise de sang, y compris en kit à domicile par piqûre au doigt, montre si vous avez besoin de quelque chose.",
      ],
      [
        "Choisir la forme et la quantité avec un professionnel",
        "Si votre taux est bas, demandez à votre médecin ou pharmacien ce qui vous convient et quand refaire le dosage.",
      ],
      [
        "Profiter de la lumière du jour en sécurité",
        "Passer du temps dehors aide pendant les mois chauds ; suivez les conseils locaux de protection solaire.",
      ],
    ],
  },
  "vitamin-b12": {
    title: "Vitamine B12",
    summary:
      "La vitamine B12 est nécessaire à la fabrication des globules rouges, de l'ADN et de la myéline qui isole les nerfs. Elle provient presque uniquement des aliments d'origine animale : les personnes végétaliennes, les personnes âgées et celles qui prennent longtemps certains médicaments, comme la metformine ou les antiacides, risquent davantage d'en manquer. Une carence peut s'installer lentement sur des années et causer fatigue, fourmillements ou troubles de la mémoire.",
    insights: [
      "Une B12 sérique dans la zone basse de la normale n'exclut pas une carence ; les médecins peuvent ajouter la B12 active (holotranscobalamine) ou l'acide méthylmalonique pour trancher.",
      "Les folates et la B12 agissent ensemble : on les dose et on les interprète donc en général ensemble, avec une numération formule sanguine.",
      "Il est généralement conseillé aux personnes végétaliennes de recourir à des aliments enrichis ou à un complément ; demandez à un professionnel ce qui vous convient.",
    ],
    steps: [
      ["Demander un dosage de B12", "Idéalement avec les folates et une numération formule sanguine."],
      [
        "Revoir alimentation et médicaments",
        "Un diététicien ou un pharmacien peut vérifier si votre alimentation ou un traitement au long cours agit sur la B12.",
      ],
      [
        "Parler d'une supplémentation",
        "Si votre taux est bas, votre médecin vous conseillera la forme et la voie d'administration adaptées.",
      ],
    ],
  },
  folate: {
    title: "Folates (vitamine B9)",
    summary:
      "Les folates (vitamine B9) sont nécessaires à la division cellulaire et à la fabrication de l'ADN et des globules rouges. Ils sont particulièrement importants avant et au début de la grossesse, où des apports suffisants réduisent le risque d'anomalies du tube neural chez le bébé. Les légumes verts à feuilles, les légumineuses et les céréales complètes en sont de bonnes sources.",
    insights: [
      "Folates et vitamine B12 s'interprètent ensemble : l'acide folique peut masquer les signes sanguins d'une carence en B12 pendant que les lésions nerveuses progressent.",
      "Un manque de folates, de B12 ou de B6 peut chacun faire monter l'homocystéine.",
      "Les variants courants du gène MTHFR sont très répandus et la plupart des sociétés savantes déconseillent de les rechercher, car le résultat change rarement la conduite à tenir.",
      "Toute personne qui prévoit une grossesse devrait parler d'acide folique avec un médecin ou une sage-femme bien avant la conception.",
    ],
    steps: [
      [
        "Doser les folates avec la B12",
        "Les deux s'interprètent ensemble, souvent avec une numération formule sanguine.",
      ],
      [
        "Projet de grossesse ? Parlez-en à votre médecin",
        "Demandez conseil sur l'acide folique avant la conception ; votre médecin ou votre sage-femme vous dira ce qui convient.",
      ],
      [
        "Manger plus de légumes verts et de légumineuses",
        "Un diététicien peut vérifier vos apports et proposer des changements simples.",
      ],
    ],
  },
  "iron-ferritin": {
    title: "Ferritine et fer",
    summary:
      "Le fer transporte l'oxygène dans l'hémoglobine, et la ferritine est la protéine qui le stocke : son taux est la mesure la plus courante des réserves en fer. Une ferritine basse peut causer fatigue, essoufflement, chute de cheveux et baisse des capacités physiques avant même l'apparition d'une anémie ; elle est fréquente chez les femmes réglées, les donneurs de sang, les sportifs d'endurance et les personnes qui mangent peu de viande. Trop de fer est aussi nocif, par exemple dans l'hémochromatose héréditaire.",
    insights: [
      "La ferritine augmente aussi avec l'inflammation, les infections, les maladies du foie et l'alcool : une valeur normale ou haute ne signifie donc pas toujours de bonnes réserves. Les médecins ajoutent souvent la CRP et le coefficient de saturation de la transferrine.",
      "Comprendre pourquoi le fer est bas compte autant que le corriger ; chez l'homme et après la ménopause, il faut écarter un saignement digestif caché.",
      "Les compléments de fer ne se prennent qu'après un dosage et sur conseil, car le corps élimine mal l'excès de fer.",
    ],
    steps: [
      [
        "Doser la ferritine avec un bilan martial complet",
        "Ferritine, saturation de la transferrine, CRP et numération ensemble donnent l'image la plus claire.",
      ],
      [
        "Chercher la cause avec votre médecin",
        "Un fer trop bas ou trop haut demande une explication avant tout traitement.",
      ],
      [
        "Prévoir des repas riches en fer",
        "Un diététicien peut vous montrer comment associer aliments riches en fer et vitamine C, et quand boire thé et café.",
      ],
    ],
  },
  "omega-3-index": {
    title: "Index oméga-3",
    summary:
      "L'index oméga-3 mesure la part des acides gras oméga-3 EPA et DHA dans la membrane de vos globules rouges et reflète vos apports des derniers mois. L'EPA et le DHA proviennent surtout des poissons gras comme le saumon, le maquereau, le hareng et la sardine, ou des algues. Un index plus élevé a été associé à un risque cardiovasculaire plus faible dans des études d'observation.",
    insights: [
      "C'est une analyse par piqûre au doigt, disponible en kit à domicile ; comme elle reflète plusieurs mois, la refaire plus souvent que tous les quelques mois apporte peu.",
      "Les essais de compléments d'oméga-3 pour prévenir les maladies cardiaques ont donné des résultats mitigés : l'alimentation est donc en général la première étape.",
      "L'huile de poisson peut interagir avec les anticoagulants ; demandez l'avis de votre médecin ou pharmacien avant de prendre un complément.",
    ],
    steps: [
      ["Mesurer votre index oméga-3", "Un test par piqûre au doigt à domicile montre votre point de départ."],
      [
        "Manger régulièrement du poisson gras",
        "Un diététicien peut proposer des options à base de poisson ou d'algues adaptées à votre alimentation.",
      ],
      [
        "Demander avant de supplémenter",
        "Surtout sous anticoagulants ou en cas de maladie ; votre médecin ou pharmacien vous dira ce qui convient.",
      ],
    ],
  },
  creatine: {
    title: "Créatine",
    summary:
      "La créatine est une substance que le corps fabrique et qu'il trouve dans la viande et le poisson ; les muscles l'utilisent pour les efforts courts et intenses. En complément, la créatine monohydrate est l'une des plus étudiées : associée à la musculation, elle aide de façon fiable la force et la masse musculaires, y compris chez les personnes âgées. Les recherches sur ses effets cérébraux, par exemple sur la mémoire ou la fatigue mentale, sont prometteuses mais encore petites et contrastées. Chez l'adulte en bonne santé, elle est généralement considérée comme sûre.",
    insights: [
      "La créatine agit avec l'entraînement ; seule, elle fait peu pour les muscles.",
      "Elle peut augmenter dans le sang la créatinine, un marqueur rénal, sans abîmer les reins : prévenez votre médecin avant un bilan rénal.",
      "Les personnes ayant une maladie rénale, les femmes enceintes et celles qui prennent des médicaments réguliers doivent demander l'avis d'un médecin avant d'en prendre.",
      "Choisissez des produits contrôlés par un organisme indépendant, car les compléments ne sont pas vérifiés comme les médicaments.",
    ],
    steps: [
      [
        "Vérifier qu'elle vous convient",
        "Demandez d'abord à votre médecin ou pharmacien si vous avez une maladie rénale, un diabète ou un traitement.",
      ],
      [
        "L'associer à la musculation",
        "Un coach ou un médecin du sport peut vous aider à planifier un entraînement qui en tire le bénéfice.",
      ],
      [
        "Choisir un produit contrôlé",
        "Recherchez des contrôles indépendants ; des compléments à base de créatine figurent dans l'annuaire.",
      ],
    ],
  },
  magnesium: {
    title: "Magnésium",
    summary:
      "Le magnésium est un minéral impliqué dans des centaines de processus, dont le fonctionnement des muscles et des nerfs, la production d'énergie, la régulation de la glycémie et le rythme cardiaque. Les fruits à coque, les graines, les légumineuses, les céréales complètes et les légumes verts en sont de bonnes sources. Les compléments sont populaires pour le sommeil, les crampes et le stress, mais leur intérêt est surtout prouvé pour corriger une carence ; pour le sommeil et les crampes des personnes en bonne santé, les résultats sont modestes ou contrastés.",
    insights: [
      "Les analyses de sang ne mesurent qu'une petite partie du magnésium du corps : un résultat normal n'exclut donc pas tout à fait des apports insuffisants.",
      "Certains diurétiques et antiacides, l'alcool en excès, la diarrhée et un diabète mal équilibré sont des causes fréquentes de magnésium bas.",
      "Un excès de magnésium en complément donne la diarrhée et peut être dangereux si les reins fonctionnent mal ; il interagit aussi avec certains antibiotiques et médicaments de l'ostéoporose.",
    ],
    steps: [
      [
        "Demander avant de supplémenter",
        "Votre médecin ou pharmacien peut vérifier vos médicaments et votre fonction rénale et vous conseiller sur la forme et la quantité.",
      ],
      [
        "Faire un dosage en cas de doute",
        "Des laboratoires de l'annuaire proposent des bilans de micronutriments ; votre médecin interprète le résultat.",
      ],
      [
        "Manger des aliments riches en magnésium",
        "Un diététicien peut vous aider à ajouter fruits à coque, graines, légumineuses et céréales complètes à vos repas.",
      ],
    ],
  },
  "vitamin-k2": {
    title: "Vitamine K2",
    summary:
      "La vitamine K aide le sang à coaguler et active des protéines qui fixent le calcium dans les os et la paroi des vaisseaux. La K1 vient des légumes verts ; la K2 (ménaquinones comme la MK-7) vient d'aliments fermentés comme le natto et certains fromages, ainsi que d'aliments d'origine animale. La K2 est souvent associée à la vitamine D dans les compléments. L'idée qu'elle améliore la santé des os ou des artères est plausible, mais les essais montrent pour l'instant des effets faibles ou inconstants.",
    insights: [
      "Toute personne sous warfarine ou autre antivitamine K ne doit pas commencer la vitamine K sans son médecin, car elle modifie l'effet du médicament.",
      "Une vraie carence en vitamine K est rare chez l'adulte en bonne santé qui mange varié.",
      "L'association D + K2 est courante dans les produits, mais les preuves qu'elle prévient fractures ou maladies cardiaques restent limitées.",
    ],
    steps: [
      [
        "Vérifier d'abord vos médicaments",
        "Demandez à votre médecin ou pharmacien avant de prendre de la vitamine K, surtout sous anticoagulants.",
      ],
      [
        "Doser la vitamine D plutôt que deviner",
        "Un dosage de vitamine D montre si vous avez besoin de quelque chose ; des laboratoires de l'annuaire le proposent.",
      ],
      [
        "Manger des légumes verts et des aliments fermentés",
        "Un diététicien peut suggérer des sources de vitamine K adaptées à votre alimentation.",
      ],
    ],
  },
  "nad-precursors": {
    title: "Précurseurs du NAD+ (NMN, NR)",
    summary:
      "Le NAD+ est une molécule dont chaque cellule a besoin pour produire de l'énergie et réparer l'ADN, et son taux baisse avec l'âge dans certains tissus. Des précurseurs comme le nicotinamide riboside (NR) et le nicotinamide mononucléotide (NMN) augmentent le NAD+ sanguin, et chez l'animal, augmenter le NAD+ améliore plusieurs signes du vieillissement. Chez l'humain, les essais montrent pour l'instant une bonne tolérance à court terme, mais aucun bénéfice clair pour la santé, la forme ou la durée de vie.",
    insights: [
      "Faire monter un marqueur sanguin n'est pas la même chose qu'un bénéfice pour la santé ; des essais humains plus grands et plus longs sont nécessaires.",
      "Les perfusions de NAD+ proposées par certaines cliniques sont encore moins étayées et comportent les risques habituels d'une perfusion.",
      "La réglementation varie : dans certains pays, le NMN n'est pas autorisé comme complément alimentaire, et la qualité comme l'étiquetage des produits varient.",
    ],
    steps: [
      [
        "En parler avant d'acheter",
        "Demandez à votre médecin ou pharmacien s'il peut interagir avec vos médicaments ou vos maladies.",
      ],
      [
        "Consulter un médecin de la longévité rigoureux",
        "Un médecin de la longévité peut expliquer les preuves et ce qui vaut – ou non – la peine d'être mesuré.",
      ],
      [
        "Si vous essayez, choisir un produit contrôlé",
        "Des compléments de NR figurent dans l'annuaire ; recherchez des contrôles de qualité indépendants.",
      ],
    ],
  },
  "longevity-supplements": {
    title: "Compléments pour la longévité",
    summary:
      "De nombreux compléments sont vendus pour la longévité, comme l'urolithine A, la spermidine, le resvératrol, la fisétine, la quercétine et l'alpha-cétoglutarate. La plupart reposent sur des études prometteuses sur les cellules et les animaux ; les études humaines sont petites et courtes et mesurent des marqueurs plutôt qu'une vie plus longue. Aucun n'a montré qu'il ralentissait le vieillissement chez l'humain. Les moyens les mieux prouvés restent l'activité physique, le sommeil, l'arrêt du tabac, une alimentation saine et le traitement de la tension et du cholestérol.",
    insights: [
      "Le resvératrol a été très promu mais a déçu dans les essais humains : un bon rappel que les résultats chez l'animal se transposent souvent mal.",
      "Les sénolytiques, qui visent à éliminer les cellules vieillissantes, restent expérimentaux et sont testés dans des essais cliniques ; ils ne sont pas faits pour l'automédication.",
      "Les compléments peuvent interagir avec des médicaments et leur qualité varie ; plus de produits ne veut pas dire plus de bénéfices.",
    ],
    steps: [
      [
        "Vérifier les interactions",
        "Demandez à votre médecin ou pharmacien avant d'ajouter un complément, surtout si vous prenez des médicaments.",
      ],
      [
        "Demander ce que montrent les preuves",
        "Un médecin en prévention ou en longévité peut distinguer ce qui est bien étayé de ce qui est expérimental.",
      ],
      [
        "Mesurer d'abord l'essentiel",
        "Tension, lipides, glycémie et condition physique sont des cibles prouvées ; des laboratoires de l'annuaire les analysent.",
      ],
    ],
  },
  nootropics: {
    title: "Nootropiques et compléments pour le cerveau",
    summary:
      "Les nootropiques sont des substances présentées comme améliorant la concentration, la mémoire ou l'énergie mentale, de la caféine et la L-théanine aux extraits de plantes comme le bacopa, le ginkgo ou l'hydne hérisson, jusqu'à des médicaments sur ordonnance. Chez les personnes en bonne santé, les preuves sont faibles : les effets sont en général petits, brefs ou absents dans les bons essais, la caféine étant la mieux documentée pour la vigilance. Les stimulants sur ordonnance ne sont pas destinés aux personnes en bonne santé et comportent de vrais risques.",
    insights: [
      "Le sommeil, l'activité physique régulière, la gestion du stress et le traitement de problèmes comme une baisse d'audition, une dépression ou une apnée du sommeil améliorent la réflexion bien plus sûrement qu'un complément.",
      "Les produits à base de plantes peuvent interagir avec des médicaments ; le ginkgo, par exemple, peut augmenter le risque de saignement avec les anticoagulants.",
      "Des difficultés de concentration persistantes peuvent avoir des causes médicales, comme un problème de thyroïde, un manque de fer, une dépression ou un TDAH, qui méritent d'être recherchées.",
    ],
    steps: [
      [
        "Faire vérifier les produits par un professionnel",
        "Demandez à votre médecin ou pharmacien s'il existe des interactions avant d'essayer un nootropique.",
      ],
      [
        "Chercher les causes d'un manque de concentration",
        "Si les difficultés persistent, votre médecin peut rechercher des causes traitables.",
      ],
      [
        "Si vous en essayez un, bien choisir",
        "Des compléments vendus comme nootropiques figurent dans l'annuaire ; préférez les produits contrôlés de façon indépendante.",
      ],
    ],
  },
  protein: {
    title: "Protéines",
    summary:
      "Les protéines apportent les acides aminés dont le corps se sert pour construire et réparer muscles, os, peau, enzymes et cellules immunitaires. Les besoins augmentent avec l'âge, la maladie et l'activité physique, et beaucoup de personnes âgées en mangent moins que l'idéal pour garder leurs muscles. Poisson, œufs, produits laitiers, légumineuses, tofu et viande couvrent les besoins de la plupart des gens ; les poudres de protéines sont pratiques, pas indispensables.",
    insights: [
      "Répartir les protéines sur les repas et les associer à la musculation aide à préserver les muscles, surtout après 60 ans environ.",
      "Les personnes atteintes de maladie rénale chronique peuvent devoir limiter les protéines et doivent suivre l'avis de leur médecin.",
      "Les protéines végétales conviennent bien si vous variez les sources au cours de la journée.",
    ],
    steps: [
      [
        "Évaluer vos besoins",
        "Un diététicien peut estimer la quantité de protéines adaptée à votre âge, votre poids, votre activité et votre santé.",
      ],
      [
        "Vérifier vos reins en cas de maladie",
        "En cas de maladie rénale ou de diabète, demandez à votre médecin avant d'augmenter vos protéines.",
      ],
      [
        "Se simplifier la vie",
        "Des aliments et poudres riches en protéines figurent dans l'annuaire ; choisissez ceux qui conviennent à votre alimentation.",
      ],
    ],
  },
  multivitamins: {
    title: "Multivitamines",
    summary:
      "Les multivitamines associent de nombreuses vitamines et minéraux dans un seul produit. Chez la plupart des personnes en bonne santé qui mangent varié, de grandes études n'ont trouvé que peu ou pas d'effet sur les maladies cardiaques, le cancer ou la durée de vie. Elles peuvent être utiles pour certains groupes, comme les personnes au régime restreint, lors d'un projet de grossesse ou en cas de maladie qui réduit l'absorption ; certains nutriments, comme la vitamine D en hiver ou la B12 chez les végétaliens, se ciblent mieux séparément.",
    insights: [
      "Rechercher une carence précise, par exemple en fer, vitamine D ou B12, est en général plus utile que de tout prendre à la fois.",
      "Certains produits dépassent de loin les apports recommandés ; pour les vitamines A, D, E, le fer ou le sélénium, plus n'est pas mieux.",
      "Les poudres de légumes verts et les abonnements personnalisés sont pratiques, mais ne remplacent pas les légumes et les fruits.",
    ],
    steps: [
      [
        "Rechercher des carences précises",
        "Votre médecin peut doser les nutriments qui pourraient vous manquer ; des laboratoires de l'annuaire proposent des bilans de micronutriments.",
      ],
      [
        "Revoir d'abord votre alimentation",
        "Un diététicien ou un pharmacien peut dire si un complément vous apporte quelque chose.",
      ],
      [
        "Si besoin, choisir un produit modéré et contrôlé",
        "Préférez des produits proches des apports de référence et contrôlés de façon indépendante.",
      ],
    ],
  },
  collagen: {
    title: "Collagène",
    summary:
      "Le collagène est la principale protéine de structure de la peau, des tendons, du cartilage et des os, et le corps en fabrique moins avec l'âge. Les compléments de collagène sont décomposés en acides aminés et petits peptides lors de la digestion. Certains essais rapportent une légère amélioration de l'élasticité de la peau ou des douleurs articulaires, mais beaucoup sont petits et financés par les fabricants : les preuves restent limitées. La protection solaire et l'arrêt du tabac comptent davantage pour le vieillissement de la peau.",
    insights: [
      "Le corps fabrique le collagène à partir des protéines en général : assez de protéines et de vitamine C en sont la base.",
      "Pour les douleurs articulaires, l'exercice et la kinésithérapie sont bien mieux étayés que les compléments.",
      "Le collagène est un produit animal (bovin, porcin ou marin en général) : il ne convient pas aux végétaliens.",
    ],
    steps: [
      [
        "Protéger d'abord votre peau",
        "Un dermatologue peut conseiller sur la protection solaire et les traitements bien prouvés contre le vieillissement cutané.",
      ],
      [
        "Pour les articulations, commencer par le mouvement",
        "Un médecin généraliste ou un kinésithérapeute peut proposer des exercices contre les douleurs articulaires.",
      ],
      [
        "Si vous essayez le collagène, choisir un produit contrôlé",
        "Certaines marques de l'annuaire proposent des produits au collagène ; recherchez des contrôles indépendants.",
      ],
    ],
  },
  adaptogens: {
    title: "Adaptogènes (ashwagandha, rhodiola, champignons médicinaux)",
    summary:
      "Les adaptogènes sont des plantes et des champignons censés aider le corps à faire face au stress, comme l'ashwagandha, la rhodiola, le ginseng et le reishi. Quelques petits essais rapportent des effets modestes sur le stress, le sommeil ou la fatigue, surtout pour l'ashwagandha, mais les études sont courtes et de qualité inégale. Naturel ne veut pas dire sans danger : des atteintes du foie ont été signalées avec l'ashwagandha, et plusieurs adaptogènes interagissent avec des médicaments.",
    insights: [
      "L'ashwagandha peut agir sur les hormones thyroïdiennes et est déconseillée pendant la grossesse ; certains pays ont émis des mises en garde.",
      "La qualité des produits varie beaucoup, et des contaminations ou des contenus erronés ont été trouvés dans des compléments à base de plantes.",
      "Un stress durable répond en général mieux au sommeil, à l'activité physique, aux approches psychologiques et à l'action sur ses causes.",
    ],
    steps: [
      [
        "Vérifier la sécurité avec un professionnel",
        "Demandez à votre médecin ou pharmacien, surtout en cas de grossesse, de maladie de la thyroïde ou du foie, ou de traitement.",
      ],
      [
        "Agir sur la source du stress",
        "Un médecin généraliste, un psychologue ou un psychothérapeute peut aider en cas de stress, d'anxiété ou de mauvais sommeil persistants.",
      ],
      [
        "Si vous en essayez un, bien choisir",
        "Des compléments à base d'adaptogènes figurent dans l'annuaire ; préférez les produits contrôlés de façon indépendante.",
      ],
    ],
  },
  melatonin: {
    title: "Mélatonine et compléments pour le sommeil",
    summary:
      "La mélatonine est l'hormone que le cerveau libère le soir pour signaler la nuit. En complément ou en médicament, elle peut aider à décaler l'horloge interne, par exemple en cas de décalage horaire ou de sommeil retardé, et elle fait s'endormir un peu plus vite certaines personnes. Elle ne guérit pas l'insomnie chronique. Les règles varient selon les pays : c'est tantôt un médicament sur ordonnance, tantôt un complément alimentaire.",
    insights: [
      "Pour décaler l'horloge interne, le moment de la prise compte plus que la quantité ; un médecin ou un pharmacien peut vous conseiller selon votre situation.",
      "La thérapie cognitivo-comportementale de l'insomnie (TCC-I) est le traitement de première intention de l'insomnie durable.",
      "La mélatonine peut interagir avec certains médicaments et est déconseillée pendant la grossesse ; chez l'enfant, son usage doit être encadré par un médecin.",
    ],
    steps: [
      [
        "Demander d'abord à un médecin ou un pharmacien",
        "Ils peuvent vérifier si la mélatonine convient à votre trouble du sommeil, à vos médicaments et aux règles de votre pays.",
      ],
      [
        "Faire évaluer une insomnie persistante",
        "Un spécialiste du sommeil peut proposer une TCC-I et rechercher des causes comme l'apnée du sommeil.",
      ],
      [
        "Suivre vos habitudes de sommeil",
        "Les applications de sommeil de l'annuaire aident à voir vos horaires et leur régularité.",
      ],
    ],
  },
  "supplement-quality": {
    title: "Bien choisir ses compléments alimentaires",
    summary:
      "En Europe, la plupart des compléments sont vendus comme des aliments : leur efficacité n'est pas testée avant la vente, et leur qualité, leur composition et leurs allégations varient. Beaucoup de personnes en prennent plusieurs sans savoir si elles en ont besoin. Les compléments peuvent interagir avec des médicaments, et certains, comme la vitamine A, le fer ou la vitamine D à forte dose, sont nocifs en excès. Rechercher une vraie carence et choisir des produits contrôlés de façon indépendante est l'approche la plus sûre.",
    insights: [
      "Les certifications indépendantes, comme NSF Certified for Sport ou Informed Sport, vérifient la composition et l'absence de contaminants, mais pas l'efficacité.",
      "Le millepertuis, l'extrait de pamplemousse, le ginkgo, l'huile de poisson à forte dose et la vitamine K font partie des compléments qui interagissent avec des médicaments courants.",
      "Signalez à votre médecin et à votre pharmacien tous les compléments que vous prenez, y compris avant une opération.",
    ],
    steps: [
      [
        "Faire le point sur vos compléments avec un professionnel",
        "Apportez vos produits à votre médecin ou pharmacien pour vérifier besoins et interactions.",
      ],
      [
        "Doser avant de prendre",
        "Votre médecin peut rechercher de vraies carences ; des laboratoires de l'annuaire proposent des bilans de micronutriments.",
      ],
      [
        "Choisir des produits contrôlés",
        "Quelle que soit la marque de l'annuaire que vous choisissez, recherchez des contrôles de qualité indépendants.",
      ],
    ],
  },
};
