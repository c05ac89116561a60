import "server-only";
import type { TopicTexts } from "../types";
import type { CardioId } from "./topics";

export const fr: TopicTexts<CardioId> = {
  "ldl-cholesterol": {
    title: "Cholestérol LDL",
    summary:
      "Le cholestérol LDL (LDL-C) mesure le cholestérol transporté par les lipoprotéines de basse densité. Au fil des années, ces particules peuvent pénétrer dans la paroi des artères et s'y accumuler sous forme de plaques (athérosclérose) : c'est pourquoi le LDL-C est l'un des marqueurs du risque cardiovasculaire les mieux étudiés et les plus modifiables. Il n'existe pas de bonne valeur unique pour tous : les recommandations fixent un objectif personnel selon votre risque global, votre âge, vos antécédents familiaux et vos autres maladies.",
    insights: [
      "Les cardiologues interprètent le LDL-C avec votre risque global et jamais isolément : une même valeur peut convenir à une personne et être trop élevée pour une autre.",
      "L'ApoB compte directement les particules qui forment les plaques et la Lp(a) est en grande partie héréditaire ; beaucoup de médecins de prévention les ajoutent au bilan lipidique standard, surtout en cas d'antécédents familiaux de maladie cardiaque précoce.",
      "Une alimentation riche en fibres, légumineuses, fruits à coque et graisses insaturées, pauvre en graisses saturées, une activité régulière et l'arrêt du tabac aident beaucoup de personnes ; certaines ont aussi besoin d'un médicament, une décision à prendre avec votre médecin.",
      "Un LDL-C très élevé, ou élevé dès le jeune âge, peut être familial (hypercholestérolémie familiale) et mérite l'avis d'un médecin.",
    ],
    steps: [
      [
        "Faire interpréter votre bilan lipidique",
        "Demandez à votre médecin généraliste ou à un cardiologue spécialisé en prévention d'interpréter votre LDL-C selon votre risque cardiovasculaire personnel et de fixer un objectif avec vous.",
      ],
      [
        "Envisager un dosage de l'ApoB et de la Lp(a)",
        "Ces analyses lipidiques complètent le LDL-C ; plusieurs laboratoires de l'annuaire les proposent en prise de sang.",
      ],
      [
        "Agir sur l'alimentation et l'activité",
        "Un professionnel de la nutrition peut vous aider à adopter durablement une alimentation riche en fibres et bonne pour le cœur.",
      ],
    ],
  },
  apob: {
    title: "ApoB",
    summary:
      "L'apolipoprotéine B (ApoB) est présente sur chaque particule de LDL, de VLDL et de Lp(a) : son taux reflète donc le nombre de particules capables de former des plaques dans le sang. Comme elle compte les particules plutôt que le cholestérol qu'elles transportent, l'ApoB peut révéler un risque qu'un LDL-C standard ne montre pas, par exemple quand les triglycérides sont élevés. Les recommandations européennes la reconnaissent comme un marqueur utile à côté du LDL-C.",
    insights: [
      "L'ApoB et le LDL-C évoluent en général ensemble ; quand ils divergent, de nombreux lipidologues accordent plus de poids à l'ApoB.",
      "Ce désaccord est plus fréquent en cas de triglycérides élevés, de résistance à l'insuline, de diabète de type 2 ou d'excès de poids.",
      "Les mesures d'hygiène de vie et les traitements qui abaissent le LDL-C abaissent aussi l'ApoB : c'est surtout une façon plus précise de suivre le même risque.",
    ],
    steps: [
      [
        "Ajouter l'ApoB à votre prochain bilan",
        "Demandez un dosage de l'ApoB en plus du bilan lipidique standard ; plusieurs laboratoires de l'annuaire le proposent.",
      ],
      [
        "Interpréter le résultat dans son contexte",
        "Un cardiologue spécialisé en prévention peut situer l'ApoB dans votre risque cardiovasculaire global et vos antécédents familiaux.",
      ],
    ],
  },
  "lipoprotein-a": {
    title: "Lp(a)",
    summary:
      "La lipoprotéine(a), ou Lp(a), est une particule proche du LDL à laquelle s'attache une protéine supplémentaire. Son taux dépend surtout de vos gènes et reste assez stable au cours de la vie ; un taux élevé est un facteur de risque indépendant d'infarctus, d'accident vasculaire cérébral et de rétrécissement de la valve aortique. Les recommandations européennes conseillent de la mesurer au moins une fois à l'âge adulte.",
    insights: [
      "La Lp(a) étant surtout héréditaire, l'hygiène de vie la modifie peu ; les médecins voient une valeur élevée comme une raison de prendre encore plus au sérieux les autres facteurs de risque.",
      "Un résultat élevé mérite d'être partagé avec vos proches parents, qui peuvent l'avoir hérité eux aussi.",
      "Des traitements visant spécifiquement la Lp(a) sont à l'essai ; pour l'instant, l'objectif est de réduire le risque cardiovasculaire global.",
    ],
    steps: [
      [
        "Mesurer la Lp(a) une fois",
        "Une seule prise de sang suffit en général, car le taux change peu au cours de la vie.",
      ],
      [
        "Faire le point sur votre risque global",
        "Si votre taux est élevé, demandez à votre médecin comment il modifie vos objectifs pour le LDL-C, la tension artérielle et les autres facteurs de risque.",
      ],
      [
        "Prévenir votre famille",
        "Vos proches parents voudront peut-être en parler à leur médecin pour se faire tester.",
      ],
    ],
  },
  triglycerides: {
    title: "Triglycérides",
    summary:
      "Les triglycérides sont la principale forme sous laquelle le corps stocke les graisses et les transporte dans le sang comme source d'énergie. Des taux élevés accompagnent souvent une alimentation riche en glucides raffinés et en alcool, un excès de poids, une résistance à l'insuline ainsi que certains médicaments ou maladies, et ils augmentent le risque cardiovasculaire. Des taux très élevés peuvent aussi enflammer le pancréas, ce qui nécessite une prise en charge médicale.",
    insights: [
      "Les triglycérides réagissent vite aux derniers repas et boissons : beaucoup de laboratoires demandent un prélèvement à jeun ou un contrôle avant de conclure.",
      "Des triglycérides élevés avec un HDL bas orientent souvent les médecins vers une résistance à l'insuline ; ils vérifient alors aussi la glycémie, l'HbA1c et le tour de taille.",
      "Réduire l'alcool et les boissons sucrées, bouger régulièrement et perdre l'excès de poids font partie des moyens les plus fiables de les faire baisser.",
      "Les oméga-3 sont parfois utilisés contre des triglycérides élevés sous surveillance médicale ; demandez l'avis de votre médecin plutôt que de vous traiter seul.",
    ],
    steps: [
      [
        "Refaire et interpréter l'analyse",
        "Demandez à votre médecin si un contrôle à jeun est nécessaire et comment le résultat s'accorde avec vos autres lipides.",
      ],
      [
        "Vérifier vos marqueurs métaboliques",
        "L'HbA1c et l'insuline à jeun montrent si la régulation de la glycémie joue un rôle.",
      ],
      [
        "Revoir boissons et alimentation",
        "Un diététicien peut vous aider à réduire durablement l'alcool, les boissons sucrées et les glucides raffinés.",
      ],
    ],
  },
  "hdl-cholesterol": {
    title: "Cholestérol HDL",
    summary:
      "Le cholestérol HDL est souvent appelé « bon » cholestérol, car les particules HDL aident à ramener le cholestérol des parois artérielles vers le foie. Un HDL bas va généralement de pair avec d'autres facteurs de risque comme la résistance à l'insuline, la sédentarité ou le tabac. Un HDL très élevé ne protège pas forcément davantage, et les médicaments qui augmentent seulement le HDL n'ont pour la plupart pas prévenu les infarctus dans les essais.",
    insights: [
      "Les médecins lisent le HDL dans l'ensemble du bilan lipidique ; le cholestérol non-HDL et le rapport cholestérol total/HDL sont souvent plus parlants que le HDL seul.",
      "L'activité d'endurance régulière, l'arrêt du tabac et la perte de l'excès de poids augmentent en général un peu le HDL.",
      "Un HDL bas avec des triglycérides élevés est un profil typique de résistance à l'insuline.",
    ],
    steps: [
      [
        "Regarder le bilan lipidique dans son ensemble",
        "Demandez à votre médecin comment votre HDL, votre LDL-C, vos triglycérides et votre risque global s'articulent.",
      ],
      [
        "Vérifier votre santé métabolique",
        "L'HbA1c et l'insuline à jeun montrent si une résistance à l'insuline est en cause.",
      ],
      [
        "Bouger davantage, presque tous les jours",
        "L'activité d'endurance régulière est l'un des rares moyens fiables d'augmenter le HDL ; un tracker peut vous aider à tenir.",
      ],
    ],
  },
  homocysteine: {
    title: "Homocystéine",
    summary:
      "L'homocystéine est un acide aminé produit quand le corps transforme la méthionine des protéines. Son élimination dépend des folates, de la vitamine B12 et de la vitamine B6 : un taux élevé signale donc souvent un manque de ces vitamines, une baisse de la fonction rénale, certains médicaments ou des particularités héréditaires. Une homocystéine élevée est associée aux maladies cardiovasculaires et au déclin cognitif.",
    insights: [
      "Faire baisser l'homocystéine avec des vitamines B n'a pas prévenu les infarctus de façon constante dans les essais ; les médecins voient surtout une valeur élevée comme un indice de sa cause.",
      "La B12, les folates et la fonction rénale sont en général dosés en même temps.",
      "La recherche se poursuit pour savoir si les vitamines B ralentissent le vieillissement cérébral chez les personnes âgées ayant une homocystéine élevée.",
    ],
    steps: [
      [
        "La doser avec la B12 et les folates",
        "Les trois résultats s'interprètent ensemble, souvent avec la fonction rénale.",
      ],
      [
        "Chercher la cause avec votre médecin",
        "Demandez si l'alimentation, des médicaments, la fonction rénale ou des facteurs héréditaires peuvent expliquer un taux élevé.",
      ],
      [
        "Manger des aliments riches en folates",
        "Légumes verts à feuilles, légumineuses et céréales complètes apportent des folates ; un diététicien peut vérifier vos apports en vitamines B.",
      ],
    ],
  },
  "blood-pressure": {
    title: "Tension artérielle",
    summary:
      "La tension artérielle est la force exercée par le sang sur la paroi des artères. Elle s'exprime par deux chiffres en mmHg : la systolique (quand le cœur se contracte) et la diastolique (entre deux battements). L'hypertension donne rarement des symptômes, mais elle est, au fil des années, l'un des principaux facteurs de risque d'AVC, d'infarctus, de maladie rénale et de démence. Des changements d'hygiène de vie la font baisser chez beaucoup de personnes, et les médicaments sont bien étudiés quand ils sont nécessaires.",
    insights: [
      "Une seule mesure élevée au cabinet prouve peu de chose ; les médecins confirment l'hypertension par des mesures répétées, souvent à domicile ou sur 24 heures.",
      "Moins de sel, plus de légumes, de fruits et de légumineuses, une activité régulière, peu d'alcool et la perte de l'excès de poids font chacun baisser la tension de quelques points, et leurs effets s'additionnent.",
      "Les tensiomètres à brassard validés cliniquement donnent à domicile des mesures plus fiables que les appareils de poignet.",
      "Commencer ou non un médicament, et quand, dépend de vos chiffres et de votre risque global : c'est une décision à prendre avec votre médecin.",
    ],
    steps: [
      [
        "Faire contrôler votre tension",
        "Demandez à votre médecin généraliste de la mesurer et de vous expliquer vos chiffres au regard de votre risque cardiaque.",
      ],
      [
        "Mesurer à domicile pendant une semaine",
        "Un tensiomètre à brassard validé, utilisé chaque jour aux mêmes heures, donne à votre médecin une image plus juste qu'une seule mesure au cabinet.",
      ],
      [
        "Réduire le sel et bouger plus",
        "Un professionnel de la nutrition peut vous aider à suivre au quotidien un modèle comme le régime DASH ou méditerranéen.",
      ],
    ],
  },
  "coronary-calcium": {
    title: "Score calcique coronaire et scanner cardiaque",
    summary:
      "Le score calcique coronaire (score CAC) provient d'un scanner du cœur à faible dose qui mesure les plaques calcifiées dans les artères coronaires. Un score de zéro signifie peu de plaque calcifiée ; un score plus élevé signifie davantage d'athérosclérose et un risque d'infarctus plus grand. Il sert surtout aux personnes à risque intermédiaire, pour décider de l'intensité du traitement des facteurs de risque ; ce n'est pas un dépistage destiné à tous.",
    insights: [
      "Le score ne montre que la plaque déjà durcie ; la plaque molle reste invisible. Un score de zéro diminue donc le risque sans l'exclure, surtout chez les personnes jeunes et les fumeurs.",
      "L'examen expose à une petite dose de rayons, et des découvertes fortuites hors du cœur peuvent entraîner d'autres examens : demandez-vous d'abord si le résultat changerait quelque chose pour vous.",
      "Le coroscanner avec produit de contraste montre les artères plus en détail et se prescrit plutôt en cas de symptômes que lors d'un bilan.",
    ],
    steps: [
      [
        "Demander si un score calcique convient à votre risque",
        "Un médecin généraliste ou un cardiologue spécialisé en prévention peut vous dire si le résultat modifierait votre traitement avant de prendre rendez-vous.",
      ],
      [
        "Comprendre ce que montre l'examen",
        "Un radiologue peut expliquer la dose de rayons, ce que montre le compte rendu et ce qu'il ne peut pas montrer.",
      ],
      [
        "L'associer à votre bilan lipidique",
        "L'ApoB et la Lp(a) complètent le tableau des particules qui forment les plaques ; plusieurs laboratoires de l'annuaire les dosent.",
      ],
    ],
  },
  "heart-rhythm": {
    title: "Rythme cardiaque et fibrillation auriculaire",
    summary:
      "Les palpitations, cette sensation d'un cœur qui s'emballe, cogne ou saute un battement, sont fréquentes et souvent bénignes, par exemple après du café, de l'alcool, du stress ou un mauvais sommeil. La fibrillation auriculaire est le trouble du rythme durable le plus fréquent : les oreillettes battent de façon irrégulière, parfois sans que l'on s'en rende compte, ce qui augmente le risque d'AVC. Des palpitations avec douleur thoracique, malaise ou forte gêne respiratoire relèvent de l'urgence.",
    insights: [
      "Les troubles du rythme se diagnostiquent sur un ECG enregistré pendant les symptômes ; un enregistrement prolongé ou l'ECG d'une montre aide à saisir les épisodes qui vont et viennent.",
      "Les alertes de rythme irrégulier des montres et bagues connectées peuvent inciter à consulter, mais elles donnent de fausses alertes et manquent des épisodes ; seul un ECG médical confirme le diagnostic.",
      "Le risque de fibrillation auriculaire augmente avec l'âge, l'hypertension, l'apnée du sommeil, l'alcool en excès et le surpoids, et il diminue quand on les traite.",
    ],
    steps: [
      [
        "Faire explorer des palpitations répétées",
        "Votre médecin généraliste ou un cardiologue peut réaliser un ECG et décider si une surveillance plus longue est utile.",
      ],
      [
        "Enregistrer un épisode quand il survient",
        "Certaines montres enregistrent un ECG à une dérivation ; montrez les tracés à votre médecin plutôt que de les interpréter seul.",
      ],
      [
        "Noter les déclencheurs",
        "Notez le café, l'alcool, le sommeil et le stress autour de chaque épisode pour en parler avec votre médecin.",
      ],
    ],
  },
  statins: {
    title: "Statines et médicaments anticholestérol",
    summary:
      "Les statines abaissent le cholestérol LDL en réduisant la quantité de cholestérol fabriquée par le foie, et de grands essais montrent qu'elles diminuent les infarctus et les AVC, surtout chez les personnes à risque élevé. D'autres médicaments, comme l'ézétimibe ou les inhibiteurs de PCSK9, peuvent s'y ajouter ou les remplacer. L'intérêt d'un traitement dépend de votre risque cardiovasculaire global : c'est une décision à prendre avec votre médecin.",
    insights: [
      "Le bénéfice dépend surtout du niveau de votre risque et de la baisse du LDL ; les recommandations s'appuient sur des scores de risque, parfois sur le score calcique ou la Lp(a).",
      "Les douleurs musculaires sont la plainte la plus connue ; dans les essais en aveugle, la plupart surviennent aussi souvent sous placebo, mais de vrais effets indésirables existent et méritent d'être pris au sérieux.",
      "N'arrêtez ni ne modifiez jamais seul un traitement prescrit ; si des effets indésirables vous gênent, le médecin peut souvent changer de médicament ou adapter le traitement.",
    ],
    steps: [
      [
        "Parler de votre risque global",
        "Un médecin généraliste ou un cardiologue spécialisé en prévention peut estimer votre risque et expliquer ce qu'un traitement changerait ou non pour vous.",
      ],
      [
        "Signaler ouvertement les effets indésirables",
        "Parlez à votre médecin ou à votre pharmacien de vos symptômes et des autres médicaments ou compléments que vous prenez.",
      ],
      [
        "Suivre avec des prises de sang",
        "Les bilans lipidiques, ApoB comprise, montrent l'efficacité du traitement ; des laboratoires de l'annuaire les proposent.",
      ],
    ],
  },
};
