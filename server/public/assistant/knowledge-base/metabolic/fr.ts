import "server-only";
import type { TopicTexts } from "../types";
import type { MetabolicId } from "./topics";

export const fr: TopicTexts<MetabolicId> = {
  "blood-glucose": {
    title: "Glycémie et insuline",
    summary:
      "La glycémie est le taux de sucre dans le sang, principal carburant de vos cellules, et l'insuline est l'hormone qui le fait entrer dans les cellules. La glycémie à jeun montre votre taux après une nuit sans manger, et l'insuline à jeun indique l'effort que fournit votre corps pour le maintenir. La résistance à l'insuline, qui oblige à produire toujours plus d'insuline pour le même effet, peut s'installer des années avant que la glycémie n'augmente ; elle est liée au diabète de type 2, à la stéatose hépatique et aux maladies cardiaques.",
    insights: [
      "La glycémie à jeun peut sembler normale alors que l'insuline est déjà élevée ; certains médecins de prévention regardent donc aussi l'insuline à jeun ou le HOMA-IR, dont les valeurs de référence varient selon les laboratoires.",
      "La glycémie monte naturellement après les repas ; ce qui compte le plus, c'est la hauteur du pic, la vitesse du retour à la normale et la moyenne, pas une mesure isolée.",
      "Les muscles sont la plus grande réserve de glucose du corps : le renforcement musculaire, une courte marche après les repas, un sommeil suffisant et la gestion du stress améliorent la sensibilité à l'insuline.",
      "Les capteurs de glucose en continu sont de plus en plus utilisés par des personnes non diabétiques ; les personnes en bonne santé ont aussi des pics, et les résultats s'interprètent mieux avec un professionnel.",
    ],
    steps: [
      [
        "Faire un bilan à jeun",
        "Demandez une glycémie à jeun, une HbA1c et, si utile, une insuline à jeun, et discutez-en avec votre médecin.",
      ],
      [
        "Voir votre profil sur la journée",
        "Un capteur de glucose porté quelques semaines montre l'effet des repas, du sommeil et de l'exercice sur vous.",
      ],
      [
        "Prendre de bonnes habitudes pour la glycémie",
        "Un professionnel de la nutrition peut vous conseiller sur la composition, les fibres et l'horaire des repas.",
      ],
    ],
  },
  hba1c: {
    title: "HbA1c",
    summary:
      "L'HbA1c indique la part de l'hémoglobine des globules rouges à laquelle du glucose s'est fixé. Comme les globules rouges vivent environ trois mois, elle reflète votre glycémie moyenne des deux à trois derniers mois plutôt qu'un instant précis. Les médecins l'utilisent, avec la glycémie à jeun, pour dépister et suivre le prédiabète et le diabète.",
    insights: [
      "L'HbA1c peut être faussement haute ou basse en cas d'anémie, de carence en fer, de certaines variantes de l'hémoglobine, de maladie rénale ou de perte de sang récente ; les médecins la confirment alors par des dosages de glucose.",
      "Elle fait la moyenne des hauts et des bas : deux personnes ayant la même HbA1c peuvent avoir des variations quotidiennes très différentes, qu'un capteur de glucose peut révéler.",
      "L'activité régulière (surtout après les repas), un meilleur sommeil, la perte de l'excès de poids et une alimentation riche en fibres et en aliments peu transformés l'améliorent en quelques mois.",
    ],
    steps: [
      [
        "Parler de votre HbA1c avec un médecin",
        "Demandez ce que votre résultat signifie pour vous et si une glycémie à jeun ou d'autres analyses doivent suivre.",
      ],
      [
        "Recontrôler à un rythme raisonnable",
        "L'HbA1c reflétant environ trois mois, des dosages plus fréquents apportent peu ; votre médecin peut proposer un intervalle.",
      ],
      [
        "Comprendre votre profil quotidien",
        "Un capteur de glucose, utilisé quelques semaines avec l'aide d'un professionnel, montre l'effet des repas, du sommeil et de l'exercice.",
      ],
    ],
  },
  "uric-acid": {
    title: "Acide urique",
    summary:
      "L'acide urique est un déchet produit lorsque le corps dégrade les purines, présentes dans nos propres cellules et dans des aliments comme la viande rouge, les abats, certains fruits de mer, la bière et les boissons sucrées. Les reins en éliminent la plus grande partie. Quand le taux reste élevé, des cristaux peuvent se former dans les articulations et provoquer la goutte ; des taux élevés sont aussi associés aux calculs rénaux, à l'hypertension et au syndrome métabolique.",
    insights: [
      "Beaucoup de personnes ayant un acide urique élevé ne font jamais de goutte ; la nécessité d'un traitement dépend des symptômes et des autres maladies, que votre médecin évalue.",
      "L'alcool (surtout la bière), les boissons riches en fructose, l'excès de poids et certains diurétiques y contribuent souvent.",
      "Une articulation soudainement chaude, gonflée et très douloureuse doit être examinée rapidement par un médecin.",
    ],
    steps: [
      [
        "Parler du résultat avec votre médecin",
        "Surtout si vous avez eu des douleurs articulaires, des calculs rénaux ou de l'hypertension.",
      ],
      ["Doser l'acide urique avec la fonction rénale", "Les deux s'interprètent souvent ensemble."],
      [
        "Revoir boissons et alimentation",
        "Un diététicien peut vous aider à réduire de façon équilibrée la bière, les boissons sucrées et les aliments riches en purines.",
      ],
    ],
  },
  "insulin-resistance": {
    title: "Résistance à l'insuline et santé métabolique",
    summary:
      "La résistance à l'insuline signifie que les cellules répondent moins bien à l'insuline : le pancréas doit alors en produire davantage pour garder une glycémie normale. Elle s'installe souvent sans bruit pendant des années, favorisée par la sédentarité, la graisse abdominale, le manque de sommeil et la génétique, et peut exister bien avant que la glycémie ou l'HbA1c n'augmentent. Elle est étroitement liée au prédiabète, au diabète de type 2, à la stéatose hépatique, aux triglycérides élevés et aux maladies cardiaques, et s'améliore généralement en changeant ses habitudes.",
    insights: [
      "Il n'existe pas de test parfait : les médecins combinent glycémie à jeun, HbA1c, triglycérides, HDL et tour de taille, et certains ajoutent l'insuline à jeun ou le HOMA-IR, dont les valeurs de référence varient selon les laboratoires.",
      "Les muscles captent la plus grande partie du glucose après un repas : le renforcement musculaire et l'activité régulière, même une courte marche après manger, sont parmi les leviers les plus puissants.",
      "Perdre un peu de l'excès de poids, dormir suffisamment, manger plus de fibres et moins de glucides raffinés améliorent tous la sensibilité à l'insuline.",
    ],
    steps: [
      [
        "Demander un bilan métabolique",
        "Glycémie à jeun, HbA1c et lipides, avec l'insuline à jeun si utile, donnent à votre médecin une image plus complète ; des laboratoires de l'annuaire les proposent.",
      ],
      [
        "Développer vos muscles et bouger après les repas",
        "Deux ou trois séances de renforcement par semaine et de courtes marches après manger aident vos muscles à utiliser le glucose.",
      ],
      [
        "Manger pour une glycémie plus stable",
        "Un diététicien peut vous aider à construire vos repas autour des légumes, des protéines, des fibres et des aliments peu transformés.",
      ],
    ],
  },
  "glp1-medicines": {
    title: "Médicaments GLP-1 (sémaglutide, tirzépatide)",
    summary:
      "Les médicaments GLP-1 comme le sémaglutide (Ozempic, Wegovy) et le tirzépatide (Mounjaro) imitent des hormones intestinales qui régulent l'appétit et la glycémie. Ce sont des médicaments sur ordonnance, indiqués dans le diabète de type 2 et, dans certains pays, l'obésité ; les essais montrent une perte de poids importante et, chez certaines personnes, moins d'infarctus et d'AVC. Ils ont des effets indésirables, surtout digestifs, et le poids revient souvent à l'arrêt. Savoir s'ils vous conviennent relève d'une décision médicale.",
    insights: [
      "Les médecins les prescrivent selon l'IMC, les autres maladies et vos antécédents ; ils ne conviennent pas à tout le monde, par exemple pendant la grossesse ou en cas de certaines maladies de la thyroïde ou du pancréas.",
      "Une perte de poids rapide fait aussi perdre du muscle : des apports suffisants en protéines et le renforcement musculaire comptent pendant le traitement.",
      "Les produits vendus en ligne sans ordonnance peuvent être falsifiés ou contaminés ; les autorités européennes ont plusieurs fois mis en garde à ce sujet.",
      "Leurs effets sur le cœur, les reins, le foie et les addictions sont activement étudiés, mais les données au-delà de quelques années restent limitées.",
    ],
    steps: [
      [
        "Voir avec un médecin s'ils vous conviennent",
        "Un médecin généraliste ou un spécialiste de l'obésité peut peser les bénéfices et les risques pour vous et présenter les alternatives.",
      ],
      [
        "Les utiliser uniquement sur ordonnance",
        "Procurez-les en pharmacie avec une ordonnance et interrogez votre pharmacien sur les effets indésirables et les interactions.",
      ],
      [
        "Préserver muscles et nutrition",
        "Un diététicien peut vous aider à manger assez de protéines et de nutriments quand l'appétit diminue.",
      ],
    ],
  },
  "weight-management": {
    title: "Poids et masse grasse",
    summary:
      "Un excès de graisse corporelle, surtout autour de la taille, augmente le risque de diabète de type 2, d'hypertension, de maladies cardiaques, de stéatose hépatique, de problèmes articulaires et de certains cancers. Le poids dépend des gènes, du sommeil, du stress, des médicaments et de l'environnement autant que de l'alimentation et de l'activité : ce n'est pas qu'une question de volonté. Même une perte modérée et durable de l'excès de poids améliore la tension, la glycémie et les lipides sanguins.",
    insights: [
      "Le tour de taille et la composition corporelle en disent plus sur le risque que le poids ou l'IMC seuls, qui ne distinguent pas le muscle de la graisse.",
      "Une alimentation que vous pouvez tenir fonctionne mieux à long terme qu'un régime strict ; les protéines, les fibres et moins d'aliments ultra-transformés aident à la satiété.",
      "Le renforcement musculaire protège les muscles pendant la perte de poids, et un bon sommeil rend l'appétit plus facile à gérer.",
      "Pour certaines personnes, des médicaments ou la chirurgie sont des options adaptées ; ce sont des décisions à prendre avec un médecin.",
    ],
    steps: [
      [
        "Faire le point globalement",
        "Un médecin généraliste ou un spécialiste de l'obésité peut examiner tension, glycémie, lipides et causes possibles comme des médicaments ou les hormones.",
      ],
      [
        "Prévoir des repas que vous pouvez tenir",
        "Un diététicien peut vous aider à trouver une façon de manger adaptée à votre vie plutôt qu'un régime de courte durée.",
      ],
      [
        "Suivre vos habitudes, pas seulement la balance",
        "Des applications de l'annuaire aident à noter repas, activité et sommeil, qui changent souvent avant le poids.",
      ],
    ],
  },
  cgm: {
    title: "Capteurs de glucose en continu (CGM)",
    summary:
      "Un capteur de glucose en continu est un petit dispositif porté sur le bras ou le ventre qui mesure toutes les quelques minutes, jusqu'à deux semaines, le glucose dans le liquide situé sous la peau. Pour les personnes diabétiques, c'est un outil médical reconnu. Des personnes non diabétiques utilisent de plus en plus des capteurs en vente libre pour voir l'effet des repas, du sommeil, du stress et du sport ; les preuves d'un bénéfice pour leur santé restent limitées.",
    insights: [
      "Chez les personnes en bonne santé aussi, le glucose monte après les repas ; un pic isolé est normal, et les tendances sur plusieurs jours en disent plus qu'une seule valeur.",
      "Les capteurs mesurent le liquide interstitiel avec un léger décalage et sont moins précis lors de variations rapides : ils ne remplacent pas les analyses de sang diagnostiques.",
      "Les données du capteur peuvent rendre certaines personnes anxieuses vis-à-vis de l'alimentation ; les analyser avec un diététicien permet de garder le cap sur les habitudes globales.",
    ],
    steps: [
      [
        "Essayer un capteur avec un accompagnement",
        "Si vos profils vous intéressent, portez-en un une ou deux semaines ; plusieurs capteurs et applications figurent dans l'annuaire.",
      ],
      [
        "Interpréter les courbes avec un professionnel",
        "Un diététicien peut vous aider à transformer les courbes en changements concrets, sans restrictions inutiles.",
      ],
      [
        "Contrôler l'HbA1c si les valeurs sont hautes",
        "Des valeurs souvent élevées ou une glycémie à jeun haute doivent être confirmées par des analyses de sang chez votre médecin.",
      ],
    ],
  },
  fasting: {
    title: "Jeûne intermittent et alimentation limitée dans le temps",
    summary:
      "Le jeûne intermittent regroupe le fait de manger dans une fenêtre horaire quotidienne, comme le 16:8, les jours de jeûne dans la semaine et les jeûnes plus longs ou « imitant le jeûne ». Dans les essais, il aide à perdre du poids et améliore la glycémie à peu près autant qu'une simple réduction des calories : son principal avantage est peut-être que certaines personnes le tiennent plus facilement. L'idée qu'il allonge la vie humaine repose surtout sur des études animales.",
    insights: [
      "Ce que vous mangez, et en quelle quantité, pendant la fenêtre compte toujours ; la qualité des aliments et assez de protéines protègent les muscles.",
      "Le jeûne ne convient pas à tout le monde : les personnes diabétiques sous traitement, les femmes enceintes ou qui allaitent, les personnes ayant eu des troubles alimentaires et celles en sous-poids doivent d'abord demander un avis médical.",
      "Les jeûnes de plusieurs jours se font de préférence sous surveillance médicale, que proposent certaines cliniques de l'annuaire.",
    ],
    steps: [
      [
        "Vérifier que c'est sans risque pour vous",
        "Parlez-en d'abord à votre médecin si vous prenez des médicaments, notamment pour le diabète ou la tension, ou si vous avez d'autres maladies.",
      ],
      [
        "Garder une alimentation de qualité",
        "Un diététicien peut vous aider à couvrir vos besoins dans une fenêtre alimentaire plus courte.",
      ],
      [
        "Faire les jeûnes longs sous surveillance",
        "Si vous envisagez de jeûner plusieurs jours, choisissez un programme encadré médicalement.",
      ],
    ],
  },
  "healthy-diet": {
    title: "Bien manger pour vivre longtemps",
    summary:
      "Les modes d'alimentation les plus régulièrement associés à une vie plus longue et en meilleure santé, comme le régime méditerranéen, partagent le même socle : beaucoup de légumes, fruits, légumineuses, céréales complètes, fruits à coque et huile d'olive, du poisson, et moins de viande rouge et transformée, de boissons sucrées et d'aliments ultra-transformés. Aucun superaliment ni régime strict n'a fait mieux sur le long terme. Les régimes pauvres en glucides, végétariens ou autres peuvent être sains s'ils reposent sur des aliments peu transformés.",
    insights: [
      "De grandes études associent davantage de fibres, de légumineuses et de céréales complètes à moins de maladies cardiaques, de diabète de type 2 et de cancer colorectal.",
      "Des apports suffisants en protéines comptent davantage avec l'âge pour préserver les muscles ; les besoins dépendent de la corpulence, de l'activité et de la santé.",
      "Les régimes cétogènes et très pauvres en glucides peuvent aider certaines personnes pour le poids ou la glycémie, mais ils augmentent le LDL chez certains et sont difficiles à tenir ; faites contrôler vos lipides si vous en suivez un.",
      "Le meilleur régime est celui que vous pouvez garder : de petits changements durables valent mieux que des plans courts et stricts.",
    ],
    steps: [
      [
        "Obtenir des conseils nutritionnels personnalisés",
        "Un diététicien ou un nutritionniste peut adapter une alimentation saine à vos goûts, votre culture, votre budget et votre santé.",
      ],
      [
        "Parler alimentation et maladies avec votre médecin",
        "En cas de diabète, de maladie rénale ou de traitement, certains changements demandent un avis médical.",
      ],
      [
        "Faciliter les bons choix",
        "Magasins bio, paniers-repas et marques d'aliments peu transformés de l'annuaire aident à garder de bons produits sous la main.",
      ],
    ],
  },
  metformin: {
    title: "Metformine et longévité",
    summary:
      "La metformine est un médicament sur ordonnance ancien et peu coûteux contre le diabète de type 2. Des études d'observation et des travaux sur l'animal ont suscité l'idée qu'elle pourrait ralentir le vieillissement chez les personnes non diabétiques, et un grand essai (TAME) a été proposé pour le vérifier. À ce jour, rien ne prouve qu'elle prolonge la vie ou la santé chez les personnes non diabétiques, et certaines études suggèrent qu'elle pourrait atténuer les bénéfices de l'entraînement physique. Elle n'est pas recommandée pour la longévité.",
    insights: [
      "Ses bénéfices dans le diabète sont bien établis ; la question de la longévité est distincte et reste ouverte.",
      "Ses effets indésirables comprennent des troubles digestifs et, au fil des années, une baisse de la vitamine B12 ; la fonction rénale et les produits de contraste jouent aussi un rôle, d'où la nécessité d'un suivi médical.",
      "Les chercheurs y voient un exemple de la difficulté à prouver un effet anti-âge : il faut de grands essais, longs, chez des personnes en bonne santé.",
    ],
    steps: [
      [
        "Demander les preuves, pas une ordonnance",
        "Un médecin généraliste ou un diabétologue peut expliquer ce que l'on sait et si la metformine a un intérêt médical pour vous.",
      ],
      [
        "Ne jamais prendre seul un médicament sur ordonnance",
        "Acheter des médicaments sans ordonnance expose à des effets indésirables, des interactions et des contrefaçons ; parlez-en à un médecin ou un pharmacien.",
      ],
      [
        "Connaître vos marqueurs métaboliques",
        "L'HbA1c, la glycémie et l'insuline à jeun montrent où vous en êtes vraiment ; des laboratoires de l'annuaire les dosent.",
      ],
    ],
  },
  rapamycin: {
    title: "Rapamycine et longévité",
    summary:
      "La rapamycine (sirolimus) est un médicament sur ordonnance qui freine le système immunitaire, utilisé après une greffe d'organe et dans certaines maladies rares. Elle inhibe mTOR, une voie centrale de signalisation de la croissance, et prolonge la vie des souris et d'autres animaux, ce qui en a fait un sujet phare de la recherche sur le vieillissement. Chez les personnes en bonne santé, les données se limitent à de petites études de courte durée, ses effets indésirables peuvent être sérieux, et ce n'est ni un traitement de longévité autorisé ni un traitement recommandé.",
    insights: [
      "Les résultats chez l'animal ne s'appliquent pas automatiquement à l'humain ; les doses, les schémas et la sécurité à long terme chez les personnes en bonne santé sont inconnus.",
      "Les effets indésirables possibles comprennent des aphtes, des infections, une hausse des lipides et de la glycémie et une cicatrisation plus lente.",
      "Certaines cliniques de longévité en parlent, mais un médecin rigoureux sera clair sur l'incertitude et ne la présentera pas comme prouvée.",
    ],
    steps: [
      [
        "Discuter des preuves avec un médecin",
        "Un médecin en prévention ou en longévité peut expliquer ce que montrent les études et ce qu'elles ne montrent pas.",
      ],
      [
        "Ne pas faire d'expériences sur vous-même",
        "Les médicaments qui agissent sur le système immunitaire exigent une ordonnance et un suivi ; ne les achetez jamais en ligne.",
      ],
      [
        "Miser sur ce qui est prouvé",
        "L'activité physique, le sommeil, la tension, les lipides et l'arrêt du tabac reposent sur des preuves bien plus solides ; les analyses de l'annuaire aident à les suivre.",
      ],
    ],
  },
};
