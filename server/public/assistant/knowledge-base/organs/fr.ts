import "server-only";
import type { TopicTexts } from "../types";
import type { OrganId } from "./topics";

export const fr: TopicTexts<OrganId> = {
  inflammation: {
    title: "Inflammation et CRP ultrasensible",
    summary:
      "L'inflammation est la réponse du système immunitaire à une blessure ou une infection ; quand une forme discrète persiste, elle est associée aux maladies cardiaques, au diabète et à d'autres maladies liées à l'âge. La protéine C réactive ultrasensible (CRP-us) est le marqueur sanguin le plus utilisé pour évaluer cette inflammation de bas grade. Une valeur isolée peut être augmentée par un rhume, une blessure ou un entraînement intense : elle s'interprète donc en contexte et se contrôle souvent.",
    insights: [
      "Les cardiologues utilisent parfois la CRP-us pour affiner le risque cardiovasculaire, mesurée quand vous allez bien et idéalement deux fois, à quelques semaines d'intervalle.",
      "Les causes fréquentes d'une inflammation de bas grade persistante sont la graisse abdominale, le tabac, le manque de sommeil, la sédentarité, les maladies des gencives et certains troubles digestifs.",
      "Une alimentation riche en légumes, légumineuses, céréales complètes, huile d'olive, fruits à coque et poissons gras, avec une activité régulière, est associée à des marqueurs inflammatoires plus bas.",
      "Une CRP nettement élevée évoque une infection ou une inflammation aiguë et demande l'avis d'un médecin plutôt qu'un changement d'hygiène de vie.",
    ],
    steps: [
      [
        "Doser la CRP-us quand vous allez bien",
        "Faites l'analyse après quelques semaines sans rhume, blessure ni entraînement intense, et recontrôlez une valeur élevée.",
      ],
      [
        "Chercher la cause",
        "Un médecin de prévention ou de médecine fonctionnelle peut examiner des facteurs comme la graisse abdominale, le sommeil, l'intestin ou les dents.",
      ],
      [
        "Adopter une alimentation anti-inflammatoire",
        "Un professionnel de la nutrition peut vous aider à construire une alimentation de type méditerranéen selon vos goûts.",
      ],
    ],
  },
  "gut-health": {
    title: "Santé intestinale",
    summary:
      "La santé intestinale recouvre la qualité de la digestion et les milliers de milliards de microbes qui vivent dans l'intestin, le microbiote intestinal. Ces microbes aident à dégrader les fibres, produisent des composés qui nourrissent la paroi intestinale et interagissent avec le système immunitaire et le métabolisme. La recherche avance vite, mais ce qu'est un microbiote « sain » pour une personne donnée n'est pas encore bien défini.",
    insights: [
      "Les fibres et une grande variété de végétaux sont les moyens les mieux étayés de nourrir un microbiote diversifié ; les aliments fermentés peuvent aussi aider.",
      "Les tests du microbiote grand public décrivent les microbes présents ; ils peuvent être intéressants et instructifs, mais ce ne sont pas des outils de diagnostic.",
      "Des douleurs persistantes, un changement durable du transit, du sang dans les selles ou une perte de poids inexpliquée relèvent d'un médecin, pas d'un kit de test.",
      "Le sommeil, le stress et l'alcool influencent nettement les troubles digestifs chez beaucoup de personnes.",
    ],
    steps: [
      [
        "Consulter pour des symptômes persistants",
        "Des douleurs durables, un changement du transit, du sang dans les selles ou une perte de poids doivent d'abord être vus par un médecin.",
      ],
      [
        "Augmenter fibres et variété végétale",
        "Un diététicien spécialisé en santé intestinale peut vous aider à augmenter les fibres progressivement, ce que beaucoup tolèrent mieux.",
      ],
      [
        "Envisager un test du microbiote pour s'informer",
        "Utile pour la curiosité et la motivation plutôt que pour un diagnostic.",
      ],
    ],
  },
  "liver-enzymes": {
    title: "Enzymes du foie (ALAT, GGT)",
    summary:
      "L'ALAT et la GGT sont des enzymes mesurées dans un bilan hépatique standard. L'ALAT augmente quand les cellules du foie sont sollicitées ou abîmées, et la GGT est sensible à l'alcool, à certains médicaments et aux problèmes des voies biliaires. En Europe, la cause la plus fréquente d'enzymes hépatiques légèrement élevées est aujourd'hui l'accumulation de graisse dans le foie, liée à l'excès de poids, à la résistance à l'insuline et à l'alcool.",
    insights: [
      "Les enzymes du foie peuvent augmenter temporairement après un effort intense, de l'alcool, certains médicaments ou compléments : un résultat légèrement anormal est en général recontrôlé.",
      "La stéatose hépatique est souvent silencieuse ; les médecins peuvent l'évaluer par échographie ou avec des scores non invasifs.",
      "La perte de poids, moins d'alcool et de boissons sucrées et une activité régulière peuvent nettement améliorer une stéatose.",
      "Les compléments à base de plantes et de musculation sont une cause reconnue d'atteinte du foie ; signalez tout ce que vous prenez à votre médecin.",
    ],
    steps: [
      [
        "Recontrôler et en parler à un médecin",
        "Demandez si le résultat doit être refait et ce qui pourrait l'expliquer, y compris l'alcool, les médicaments et les compléments.",
      ],
      [
        "Faire un bilan hépatique et métabolique complet",
        "Les enzymes du foie se lisent mieux avec la glycémie, les lipides et l'HbA1c.",
      ],
      ["Réduire l'alcool et les boissons sucrées", "Un diététicien peut vous aider à faire des changements durables."],
    ],
  },
  "kidney-egfr": {
    title: "Fonction rénale (DFGe)",
    summary:
      "Le DFGe (débit de filtration glomérulaire estimé) estime la capacité de vos reins à filtrer les déchets du sang. Il est calculé à partir de la créatinine, parfois de la cystatine C, avec l'âge et le sexe. La fonction rénale baisse lentement avec l'âge ; l'hypertension et le diabète sont les causes les plus fréquentes de maladie rénale chronique, et une maladie rénale débutante ne donne en général aucun symptôme, d'où l'importance des analyses.",
    insights: [
      "La créatinine dépend de la masse musculaire : les personnes très musclées ou qui prennent de la créatine peuvent avoir un DFGe plus bas sans maladie rénale ; la cystatine C aide à trancher.",
      "Le rapport albumine/créatinine urinaire détecte une atteinte rénale précoce que le DFGe peut manquer.",
      "Bien contrôler la tension et la glycémie, ne pas fumer et éviter la prise régulière d'anti-inflammatoires sans avis protègent la fonction rénale.",
    ],
    steps: [
      [
        "Interpréter le DFGe avec une analyse d'urine",
        "Demandez à votre médecin s'il faut ajouter un dosage de l'albumine urinaire.",
      ],
      [
        "Connaître votre tension",
        "Mesurez-la régulièrement ; les tensiomètres de marques d'appareils médicaux facilitent la mesure à domicile.",
      ],
      [
        "Vérifier médicaments et compléments",
        "Un pharmacien peut vérifier si ce que vous prenez a un effet sur les reins.",
      ],
    ],
  },
  "bone-density": {
    title: "Densité osseuse et ostéoporose",
    summary:
      "La densité osseuse atteint son maximum au début de l'âge adulte puis diminue lentement, plus vite chez la femme après la ménopause. L'ostéoporose signifie que les os sont devenus fins et fragiles et se cassent plus facilement, souvent sans signe d'alerte avant une fracture. Une ostéodensitométrie (DXA) mesure la densité osseuse et aide le médecin, avec l'âge, le sexe et les facteurs de risque, à estimer le risque de fracture. L'activité physique, l'alimentation et, si besoin, des médicaments réduisent ce risque.",
    insights: [
      "Les facteurs de risque comprennent une ménopause précoce, un faible poids, le tabac, l'alcool en excès, une corticothérapie prolongée, certaines maladies et un parent ayant eu une fracture du col du fémur.",
      "Les exercices en charge et le renforcement musculaire stimulent l'os, et le travail de l'équilibre réduit le risque de chute, à l'origine de la plupart des fractures.",
      "Assez de calcium alimentaire, de vitamine D et de protéines soutiennent les os ; les compléments se choisissent de préférence avec un médecin, car plus n'est pas toujours mieux.",
    ],
    steps: [
      [
        "Demander si une ostéodensitométrie s'impose",
        "Votre médecin peut évaluer vos facteurs de risque et décider si l'examen est utile pour vous.",
      ],
      [
        "Vérifier la vitamine D et votre alimentation",
        "Un dosage de vitamine D et un point sur vos apports en calcium et en protéines montrent s'il manque quelque chose.",
      ],
      [
        "Solliciter vos os et travailler l'équilibre",
        "Un kinésithérapeute ou un coach peut construire un programme sûr de renforcement, d'impacts et d'équilibre.",
      ],
    ],
  },
  hearing: {
    title: "Audition et acouphènes",
    summary:
      "La perte d'audition est très fréquente avec l'âge et le bruit, et elle s'installe souvent si progressivement que l'entourage la remarque en premier. Une perte auditive non traitée est associée à l'isolement social et figure, dans de grandes synthèses, parmi les principaux facteurs de risque modifiables de démence ; l'effet des appareils auditifs sur ce risque est à l'étude, avec des résultats encourageants. Les acouphènes, sifflements ou bourdonnements d'oreille, ont de nombreuses causes et méritent un examen, surtout d'un seul côté.",
    insights: [
      "Un test auditif est rapide et indolore ; beaucoup d'audioprothésistes en proposent.",
      "Les appareils auditifs modernes sont discrets et efficaces, pourtant beaucoup de personnes attendent des années avant d'en essayer un.",
      "Une baisse brutale de l'audition d'une oreille est une urgence ORL, à consulter idéalement dans les un ou deux jours.",
      "Le bruit est la cause la plus évitable : limitez les volumes élevés et protégez vos oreilles en concert, avec des outils bruyants et au travail en milieu bruyant.",
    ],
    steps: [
      [
        "Faire un test auditif",
        "Un audioprothésiste peut tester votre audition et vous expliquer les résultats et les options.",
      ],
      [
        "Consulter vite en cas de changement brutal",
        "Une perte auditive soudaine, des acouphènes d'un seul côté ou une douleur d'oreille justifient de voir rapidement un médecin ou un ORL.",
      ],
      [
        "Protéger vos oreilles du bruit",
        "Des bouchons d'oreille pour les concerts, les voyages et le sommeil figurent dans l'annuaire.",
      ],
    ],
  },
  "eye-health": {
    title: "Santé des yeux et vision",
    summary:
      "Beaucoup de maladies qui menacent la vue, comme le glaucome, la DMLA et l'atteinte oculaire du diabète, ne donnent aucun symptôme au début : d'où l'importance d'examens réguliers, surtout après 40 ans et en cas de diabète, d'hypertension ou d'antécédents familiaux. La cataracte, une opacification du cristallin, est fréquente avec l'âge et se traite efficacement par chirurgie. Le tabac, un diabète mal équilibré et les UV augmentent les risques pour les yeux.",
    insights: [
      "La mesure de la pression oculaire et l'examen du nerf optique et de la rétine permettent de dépister un glaucome avant toute perte de vision.",
      "Bien contrôler la glycémie et la tension protège les petits vaisseaux de la rétine.",
      "Une perte brutale de la vision, un voile sur une partie du champ visuel, de nouveaux éclairs et corps flottants ou un œil rouge et douloureux nécessitent des soins le jour même.",
    ],
    steps: [
      [
        "Faire examiner vos yeux régulièrement",
        "Un ophtalmologiste ou un optométriste peut vous dire à quelle fréquence consulter selon votre âge et vos risques.",
      ],
      [
        "Garder glycémie et tension dans les objectifs",
        "Votre médecin peut contrôler l'HbA1c et la tension, toutes deux importantes pour les yeux.",
      ],
      [
        "Connaître les signes d'alerte",
        "Les changements brutaux de la vision sont urgents ; demandez à votre médecin quels symptômes imposent de consulter le jour même.",
      ],
    ],
  },
  "skin-health": {
    title: "Santé de la peau et vieillissement cutané",
    summary:
      "L'essentiel du vieillissement visible de la peau – rides, taches pigmentaires, perte d'élasticité – est dû au soleil plutôt qu'à l'âge seul, et les UV sont aussi la principale cause des cancers de la peau. Une protection solaire quotidienne, l'arrêt du tabac et une bonne hygiène de vie sont les moyens les mieux étayés de garder une peau saine. Certains traitements, comme les rétinoïdes locaux, ont de bonnes preuves contre les dommages solaires, alors que beaucoup de crèmes et de compléments promettent beaucoup avec peu de preuves.",
    insights: [
      "Surveillez votre peau : un grain de beauté qui change de taille, de forme ou de couleur, qui saigne ou qui ne ressemble pas aux autres doit être montré à un médecin.",
      "Une crème solaire à large spectre, l'ombre et les vêtements protègent le mieux ; le bronzage est un signe d'agression de la peau.",
      "Certains médicaments rendent la peau plus sensible au soleil ; un pharmacien peut vous dire si c'est le cas des vôtres.",
    ],
    steps: [
      [
        "Faire vérifier les grains de beauté qui changent",
        "Un dermatologue peut examiner votre peau et vous conseiller sur la fréquence des contrôles.",
      ],
      [
        "Choisir des traitements prouvés",
        "Un dermatologue peut expliquer quels traitements contre les dommages solaires et le vieillissement sont prouvés ; des cliniques de l'annuaire proposent des soins de la peau.",
      ],
      [
        "Arrêter de fumer et revoir vos médicaments",
        "Le tabac accélère le vieillissement de la peau ; votre médecin peut vous aider à arrêter et vérifier les médicaments photosensibilisants.",
      ],
    ],
  },
  "oral-health": {
    title: "Santé bucco-dentaire et gencives",
    summary:
      "Les maladies des gencives (parodontite) sont fréquentes chez l'adulte et souvent indolores au début ; les signes sont des gencives qui saignent, une mauvaise haleine et des gencives qui se rétractent ou des dents qui bougent. Au-delà de la perte des dents, elles sont associées au diabète et aux maladies cardiovasculaires : traiter une parodontite améliore l'équilibre glycémique des personnes diabétiques, tandis que l'effet sur les maladies cardiaques est encore étudié. Un nettoyage quotidien et des contrôles dentaires réguliers préviennent la plupart des problèmes.",
    insights: [
      "Des gencives qui saignent au brossage ne sont pas normales : c'est un signe précoce d'inflammation que le dentiste peut traiter.",
      "Se brosser les dents deux fois par jour avec un dentifrice fluoré et nettoyer les espaces entre les dents en sont les bases.",
      "Le tabac et un diabète mal équilibré augmentent fortement le risque de parodontite.",
    ],
    steps: [
      [
        "Voir un dentiste régulièrement",
        "Un contrôle et un détartrage permettent de repérer tôt une maladie des gencives ; demandez à quelle fréquence venir.",
      ],
      [
        "Voir plus large",
        "En cas de parodontite, demandez à votre médecin s'il faut contrôler la glycémie ou les marqueurs d'inflammation.",
      ],
      [
        "Nettoyer entre les dents chaque jour",
        "Votre dentiste ou un hygiéniste dentaire peut vous montrer le fil ou les brossettes adaptés.",
      ],
    ],
  },
  "lung-health": {
    title: "Santé des poumons et respiration",
    summary:
      "La fonction pulmonaire atteint son maximum au début de l'âge adulte puis baisse lentement avec l'âge, beaucoup plus vite en cas de tabagisme. Des maladies chroniques comme l'asthme et la BPCO sont fréquentes et souvent non diagnostiquées ; un simple test de souffle (spirométrie) peut les dépister. Ne pas fumer, éviter autant que possible l'air pollué, rester actif et faire les vaccins recommandés protègent les poumons. Un essoufflement brutal et intense ou une douleur thoracique est une urgence.",
    insights: [
      "Une toux de plus de quelques semaines, une respiration sifflante ou un essoufflement dans les activités courantes méritent un avis médical.",
      "Arrêter de fumer, à tout âge, ralentit la baisse de la fonction pulmonaire.",
      "L'activité d'endurance régulière ne répare pas les poumons, mais améliore la condition physique et l'essoufflement ressenti à l'effort ; la réhabilitation respiratoire aide les personnes atteintes de maladies pulmonaires.",
    ],
    steps: [
      [
        "Faire explorer des symptômes persistants",
        "Votre médecin peut prescrire une spirométrie en cas de toux durable, de respiration sifflante ou d'essoufflement.",
      ],
      [
        "Arrêter de fumer avec de l'aide",
        "Les services d'aide à l'arrêt du tabac font plus que doubler les chances d'arrêter pour de bon.",
      ],
      [
        "Rester actif",
        "Un médecin ou un kinésithérapeute peut proposer un programme d'activité sûr ; des objets connectés de l'annuaire suivent l'activité et la forme.",
      ],
    ],
  },
  "immune-system": {
    title: "Système immunitaire",
    summary:
      "Le système immunitaire protège contre les infections et élimine aussi les cellules abîmées ; avec l'âge, il devient moins efficace et plus enclin à une inflammation de bas grade. Le sommeil, l'activité physique régulière, une alimentation variée, l'arrêt du tabac, peu d'alcool et les vaccins recommandés sont les moyens les mieux étayés de l'aider à bien fonctionner. Les produits censés « booster » l'immunité manquent pour la plupart de preuves, sauf pour corriger une vraie carence, par exemple en vitamine D.",
    insights: [
      "Des infections fréquentes, graves ou inhabituelles justifient de consulter ; le médecin peut vérifier la numération, les anticorps ou d'autres causes.",
      "Dans les études, un sommeil court augmente le risque d'attraper un rhume après une exposition.",
      "Les vaccins contre la grippe, le pneumocoque, le zona et d'autres prennent plus d'importance avec l'âge ; votre médecin peut vous dire lesquels vous concernent.",
    ],
    steps: [
      [
        "Consulter en cas d'infections fréquentes",
        "Votre médecin peut rechercher une cause sous-jacente et vérifier vos vaccinations.",
      ],
      [
        "Rechercher de vraies carences",
        "Des dosages de vitamine D, de fer et de B12 montrent s'il manque quelque chose ; des laboratoires de l'annuaire les proposent.",
      ],
      [
        "Manger varié",
        "Un diététicien peut vous aider à couvrir vos besoins avec légumes, fruits, protéines et fibres.",
      ],
    ],
  },
  alcohol: {
    title: "Alcool et santé",
    summary:
      "L'alcool augmente le risque de plusieurs cancers, d'hypertension, de fibrillation auriculaire, de maladies du foie et d'accidents, et il perturbe le sommeil. L'idée qu'une consommation modérée protège le cœur a été affaiblie par des recherches plus récentes, et les autorités de santé disent aujourd'hui que moins vaut mieux et qu'aucune quantité n'est sans risque. Réduire apporte en quelques semaines des bénéfices pour la tension, le sommeil, le poids et le foie.",
    insights: [
      "Des jours sans alcool, des verres plus petits et le fait de noter sa consommation aident beaucoup de personnes à réduire.",
      "Les enzymes du foie comme la GGT peuvent refléter une forte consommation, mais des analyses normales ne signifient pas que boire est sans danger.",
      "En cas de forte consommation quotidienne, un arrêt brutal peut être dangereux : demandez un avis médical avant d'arrêter.",
    ],
    steps: [
      [
        "Se faire aider si réduire est difficile",
        "Votre médecin ou un service d'addictologie peut vous aider en toute confidentialité, avec un accompagnement et, si besoin, des médicaments.",
      ],
      [
        "Vérifier votre foie",
        "Un bilan hépatique montre si l'alcool a touché votre foie ; des laboratoires de l'annuaire le proposent.",
      ],
      [
        "Suivre votre consommation et vos habitudes",
        "Des applications de l'annuaire aident à repérer vos habitudes et à remplacer celles liées à l'alcool.",
      ],
    ],
  },
  smoking: {
    title: "Tabac et vapotage",
    summary:
      "Le tabac est la première cause évitable de maladie et de décès prématuré : il provoque des cancers du poumon et d'autres organes, des infarctus, des AVC, la BPCO et un vieillissement accéléré de la peau et des vaisseaux. Arrêter est bénéfique à tout âge : le risque cardiaque baisse dès la première année et continue de diminuer. La cigarette électronique est bien moins nocive que le tabac et peut aider certains fumeurs à arrêter, mais elle n'est pas sans risque et n'est pas conseillée aux non-fumeurs.",
    insights: [
      "Associer un soutien comportemental à des substituts nicotiniques ou à des médicaments sur ordonnance fait plus que doubler les chances d'arrêter.",
      "La plupart des personnes ont besoin de plusieurs tentatives ; chacune augmente les chances de réussite.",
      "Les anciens gros fumeurs peuvent, dans certains pays, bénéficier d'un dépistage du cancer du poumon ; parlez-en à votre médecin.",
    ],
    steps: [
      [
        "Faire appel à un service d'aide à l'arrêt",
        "Les lignes nationales gratuites et les services d'aide proposent un accompagnement et un plan adapté à vous.",
      ],
      [
        "Se renseigner sur les traitements",
        "Votre médecin ou pharmacien peut présenter les substituts nicotiniques et les médicaments sur ordonnance et ce qui vous convient.",
      ],
      [
        "Faire contrôler cœur et poumons",
        "Un bilan avec tension et lipides montre où vous en êtes ; des cliniques de l'annuaire en proposent.",
      ],
    ],
  },
  "joint-pain": {
    title: "Douleurs du dos, du genou et des articulations",
    summary:
      "Les douleurs du dos, du genou et des autres articulations comptent parmi les motifs de consultation les plus fréquents, et la plupart des lombalgies s'améliorent en quelques semaines. L'arthrose, l'usure des articulations, devient plus fréquente avec l'âge et le surpoids. Pour la plupart des gens, rester actif, renforcer les muscles autour de l'articulation et, en cas de surpoids, perdre un peu de poids aident davantage que le repos, et l'imagerie est rarement utile au début.",
    insights: [
      "La rééducation par l'exercice est le traitement le mieux prouvé de l'arthrose du genou et de la hanche et des lombalgies durables ; un kinésithérapeute peut l'adapter à vous.",
      "Certains signes d'alerte imposent un avis rapide : douleur du dos avec faiblesse des jambes ou engourdissement de l'entrejambe, perte de contrôle de la vessie ou des selles, fièvre, chute récente ou perte de poids inexpliquée, et articulation chaude et gonflée.",
      "Les antidouleurs ont des effets indésirables en usage prolongé, surtout les anti-inflammatoires pour l'estomac, les reins et le cœur ; demandez à votre médecin ou pharmacien ce qui vous convient.",
    ],
    steps: [
      [
        "Faire évaluer une douleur qui dure",
        "Un médecin généraliste ou un kinésithérapeute peut vous examiner et établir un programme d'exercices pour le dos ou les articulations.",
      ],
      [
        "Savoir quand consulter rapidement",
        "Une douleur avec signes d'alerte, après un traumatisme ou qui s'aggrave doit être vue par un médecin généraliste ou un orthopédiste.",
      ],
      [
        "Rester actif et se renforcer",
        "Le mouvement régulier et le renforcement musculaire protègent les articulations ; des cliniques de l'annuaire proposent kinésithérapie et entraînement.",
      ],
    ],
  },
};
