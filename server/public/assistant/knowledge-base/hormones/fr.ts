import "server-only";
import type { TopicTexts } from "../types";
import type { HormoneId } from "./topics";

export const fr: TopicTexts<HormoneId> = {
  "thyroid-tsh": {
    title: "Thyroïde (TSH)",
    summary:
      "La TSH (hormone thyréostimulante) est produite par l'hypophyse pour indiquer à la thyroïde combien d'hormones fabriquer. C'est le premier examen habituel de la fonction thyroïdienne : quand la thyroïde fonctionne au ralenti, la TSH a tendance à monter ; quand elle s'emballe, la TSH baisse. Les hormones thyroïdiennes influencent l'énergie, le poids, le rythme cardiaque, la température corporelle et l'humeur.",
    insights: [
      "La TSH varie selon l'heure, les maladies, la grossesse et certains médicaments ou compléments – la biotine peut fausser plusieurs dosages thyroïdiens –, c'est pourquoi un résultat limite est généralement recontrôlé.",
      "Les médecins interprètent la TSH avec la T4 libre, et parfois les anticorps antithyroïdiens, avant de conclure.",
      "La fatigue ou les variations de poids ont de nombreuses causes ; une TSH normale rend une cause thyroïdienne moins probable.",
    ],
    steps: [
      [
        "Doser la TSH avec la T4 libre",
        "Beaucoup de laboratoires proposent un bilan thyroïdien, y compris en kit à domicile.",
      ],
      [
        "Parler des résultats et des symptômes à un médecin",
        "Surtout si les résultats sont hors normes ou si vous avez des symptômes.",
      ],
      [
        "Signaler vos compléments avant l'analyse",
        "Dites à votre médecin si vous prenez des compléments comme la biotine, qui peut perturber le dosage.",
      ],
    ],
  },
  "free-t4": {
    title: "T4 libre",
    summary:
      "La T4 libre (thyroxine) est la principale hormone libérée par la thyroïde, mesurée sous sa forme libre et active. Avec la TSH, elle montre si la thyroïde fonctionne trop ou pas assez et si l'hypophyse envoie des signaux normaux. Certains laboratoires dosent aussi la T3 libre, la forme plus active que le corps fabrique à partir de la T4 dans les tissus.",
    insights: [
      "Le profil compte plus qu'une valeur isolée : une TSH haute avec une T4 libre basse évoque une hypothyroïdie, une TSH basse avec une T4 libre haute une hyperthyroïdie, ce que le médecin confirme ensuite.",
      "De légers écarts de TSH avec une T4 libre normale (« infracliniques ») sont fréquents, surtout avec l'âge, et demandent souvent une simple surveillance.",
      "Les compléments de biotine, la grossesse et une maladie aiguë peuvent modifier les résultats.",
    ],
    steps: [
      ["Doser la T4 libre avec la TSH", "Les deux résultats s'interprètent ensemble."],
      [
        "Faire interpréter par un médecin",
        "Un endocrinologue peut aider si les résultats sont ambigus ou si vous avez des symptômes.",
      ],
    ],
  },
  testosterone: {
    title: "Testostérone",
    summary:
      "La testostérone est la principale hormone sexuelle masculine ; elle compte aussi chez la femme, en plus petite quantité. Elle soutient les muscles, les os, la libido, la production de globules rouges et l'humeur. Son taux est le plus élevé le matin, baisse progressivement avec l'âge et dépend fortement du sommeil, de la masse grasse, des maladies et du stress.",
    insights: [
      "Les médecins dosent la testostérone le matin et recontrôlent un résultat bas avant de conclure, souvent avec la SHBG, la LH et la FSH.",
      "Chez les hommes en surpoids, la perte de poids, la musculation et un bon sommeil sont associés à des taux plus favorables.",
      "Un traitement par testostérone a des bénéfices et des risques, peut réduire la fertilité et ne doit être commencé et suivi que par un médecin.",
      "Chez la femme, la testostérone est en général dosée dans un bilan hormonal plus large, par exemple en cas de cycles irréguliers.",
    ],
    steps: [
      [
        "Faire le dosage le matin, et le répéter",
        "Une prise de sang matinale, répétée si le taux est bas, évite les résultats trompeurs.",
      ],
      [
        "Faire le point avec un spécialiste",
        "Un endocrinologue ou un urologue peut examiner l'ensemble du bilan hormonal et vos symptômes.",
      ],
      [
        "Miser sur le sommeil, la musculation et un poids sain",
        "Ce sont les facteurs d'hygiène de vie les plus nettement liés à la testostérone.",
      ],
    ],
  },
  oestradiol: {
    title: "Œstradiol",
    summary:
      "L'œstradiol est la principale forme d'œstrogène chez la femme en âge de procréer ; il est aussi présent chez l'homme. Il règle le cycle menstruel et soutient les os, les vaisseaux sanguins, la peau et le cerveau. Son taux varie fortement au cours du cycle et chute à la ménopause, ce qui peut entraîner bouffées de chaleur, moins bon sommeil et perte osseuse.",
    insights: [
      "Comme l'œstradiol varie au fil du cycle, une valeur isolée veut dire peu de chose sans connaître le jour du cycle ; pendant la périménopause, il fluctue beaucoup d'un mois à l'autre.",
      "La ménopause se reconnaît en général aux symptômes et à l'âge plutôt qu'à une seule prise de sang.",
      "Le traitement hormonal de la ménopause soulage beaucoup de femmes ; savoir s'il vous convient dépend de votre profil de risque personnel, que votre médecin peut évaluer.",
      "Chez l'homme, l'œstradiol est fabriqué à partir de la testostérone et compte pour la santé des os.",
    ],
    steps: [
      [
        "Consulter un gynécologue ou un spécialiste de la ménopause",
        "Il peut évaluer avec vous les symptômes, les options et vos risques personnels.",
      ],
      [
        "Caler les dosages hormonaux sur le cycle",
        "Demandez quel jour du cycle faire l'analyse pour que le résultat soit interprétable.",
      ],
      [
        "Protéger os et cœur",
        "Le renforcement musculaire, assez de protéines et des aliments riches en calcium soutiennent les os autour de la ménopause.",
      ],
    ],
  },
  cortisol: {
    title: "Cortisol",
    summary:
      "Le cortisol est une hormone produite par les glandes surrénales qui aide à régler la glycémie, la tension artérielle, l'inflammation et le rythme veille-sommeil. Il culmine normalement peu après le réveil et atteint son niveau le plus bas vers minuit. Des hausses brèves en cas de stress sont saines ; un rythme durablement perturbé est associé au mauvais sommeil, au stress chronique et à certaines maladies.",
    insights: [
      "Comme le cortisol suit un rythme quotidien, l'heure du prélèvement compte ; des tests salivaires à plusieurs moments de la journée servent parfois à voir la courbe.",
      "La « fatigue surrénalienne » n'est pas un diagnostic médical reconnu ; les vraies maladies des surrénales sont rares et se diagnostiquent chez l'endocrinologue avec des tests spécifiques.",
      "Des horaires de sommeil réguliers, la lumière du matin, l'activité physique et les techniques de gestion du stress aident à garder un rythme sain.",
    ],
    steps: [
      [
        "Mesurer au bon moment de la journée",
        "Demandez quel examen répond à votre question : prise de sang le matin ou prélèvements de salive sur la journée.",
      ],
      [
        "Consulter pour des symptômes persistants",
        "Une variation de poids marquée, une faiblesse, des vertiges ou une tension très élevée nécessitent un avis médical.",
      ],
      [
        "Suivre stress et sommeil",
        "Les objets connectés montrent des tendances de sommeil, de fréquence cardiaque et de VFC utiles pour planifier la récupération.",
      ],
    ],
  },
  "dhea-s": {
    title: "DHEA-S",
    summary:
      "La DHEA-S (sulfate de déhydroépiandrostérone) est une hormone produite surtout par les glandes surrénales, que le corps peut transformer en testostérone et en œstrogènes. Son taux culmine au début de l'âge adulte puis diminue régulièrement, c'est pourquoi elle a été étudiée comme marqueur du vieillissement. Elle est généralement dosée dans un bilan surrénalien ou hormonal.",
    insights: [
      "Des valeurs de référence selon l'âge et le sexe sont indispensables, car les valeurs normales diffèrent beaucoup entre 25 et 65 ans.",
      "Les preuves que les compléments de DHEA ralentissent le vieillissement sont limitées ; ils peuvent agir sur d'autres hormones et leur statut légal varie selon les pays : parlez-en d'abord à un médecin.",
      "Une DHEA-S très élevée justifie un avis médical.",
    ],
    steps: [
      ["La doser dans un bilan hormonal", "La DHEA-S est plus parlante avec les autres hormones."],
      [
        "La faire interpréter par un endocrinologue",
        "Il compare votre valeur aux normes de votre âge et de votre sexe, et à vos symptômes.",
      ],
    ],
  },
  menopause: {
    title: "Ménopause et périménopause",
    summary:
      "La ménopause correspond au moment où les règles se sont arrêtées depuis douze mois, en général entre 45 et 55 ans ; les années de fluctuations hormonales qui la précèdent s'appellent la périménopause. La baisse et les variations des œstrogènes peuvent provoquer bouffées de chaleur, sueurs nocturnes, mauvais sommeil, changements d'humeur, douleurs articulaires et sécheresse vaginale ; après la ménopause, la perte osseuse et le risque cardiovasculaire augmentent. Les symptômes varient beaucoup, et il existe des traitements efficaces, hormonaux ou non.",
    insights: [
      "La ménopause se reconnaît d'habitude à l'âge et aux symptômes ; les dosages hormonaux servent surtout chez les femmes plus jeunes ou dans les situations peu claires, car les taux fluctuent fortement en périménopause.",
      "Les recommandations actuelles considèrent le traitement hormonal de la ménopause comme le plus efficace contre les bouffées de chaleur ; pour la plupart des femmes en bonne santé qui le commencent autour de la ménopause, les bénéfices l'emportent, mais le choix dépend des antécédents personnels et familiaux.",
      "Le renforcement musculaire, assez de protéines et de calcium, l'arrêt du tabac et peu d'alcool protègent les os et le cœur après la ménopause.",
    ],
    steps: [
      [
        "En parler à un gynécologue ou à un médecin formé à la ménopause",
        "Décrivez vos symptômes et demandez les options hormonales et non hormonales ainsi que vos risques personnels.",
      ],
      [
        "Faire le point sur les os et le cœur",
        "Demandez si un contrôle de la tension, des lipides, de la glycémie et une densitométrie osseuse s'imposent ; les dosages hormonaux ne sont utiles que dans certains cas.",
      ],
      [
        "Renforcer vos muscles et nourrir vos os",
        "Le renforcement musculaire, les protéines et les aliments riches en calcium soutiennent muscles et os ; des professionnels de l'annuaire peuvent vous accompagner.",
      ],
    ],
  },
  "womens-health": {
    title: "Santé des femmes et cycle menstruel",
    summary:
      "La santé des femmes englobe le cycle menstruel, la fertilité, la grossesse, la ménopause et des maladies plus fréquentes chez les femmes, comme les troubles thyroïdiens, la carence en fer, l'ostéoporose et les maladies auto-immunes. Le cycle est un bon indicateur de santé : des règles très abondantes, douloureuses ou irrégulières sont fréquentes mais ne sont pas à subir, car des causes comme l'endométriose, les fibromes, le SOPK ou un problème de thyroïde se traitent. Les maladies cardiaques, souvent vues comme masculines, sont aussi une cause majeure de décès chez les femmes.",
    insights: [
      "Les règles abondantes sont une cause fréquente de manque de fer ; la ferritine mérite d'être vérifiée en cas de fatigue ou d'essoufflement.",
      "L'endométriose met souvent des années à être diagnostiquée ; des douleurs de règles qui empêchent les activités quotidiennes justifient l'avis d'un gynécologue.",
      "Les applications de suivi du cycle aident à repérer les changements et à les décrire au médecin, mais elles ne sont pas fiables comme seule contraception, sauf si l'application est certifiée pour cet usage.",
      "Les dépistages du cancer du col de l'utérus et du sein sauvent des vies ; demandez lesquels vous concernent dans votre pays.",
    ],
    steps: [
      [
        "Consulter un gynécologue en cas de changement ou de douleur",
        "Des règles abondantes, douloureuses ou irrégulières, ou des saignements entre les règles, méritent un examen.",
      ],
      [
        "Vérifier hormones et fer si besoin",
        "Un médecin peut décider quels examens, par exemple thyroïde, fer ou bilan hormonal, correspondent à vos symptômes et à votre cycle.",
      ],
      [
        "Suivre votre cycle",
        "Des applications de l'annuaire aident à noter votre cycle et vos symptômes pour en parler à votre médecin.",
      ],
    ],
  },
  pcos: {
    title: "SOPK (syndrome des ovaires polykystiques)",
    summary:
      "Le syndrome des ovaires polykystiques (SOPK) est l'un des troubles hormonaux les plus fréquents chez les femmes en âge de procréer. Le diagnostic repose sur l'association d'une ovulation irrégulière ou absente, de signes d'excès d'hormones masculines comme l'acné ou une pilosité excessive, et d'ovaires d'aspect polykystique à l'échographie. Une résistance à l'insuline y participe souvent, et le SOPK augmente le risque de diabète de type 2, de difficultés à concevoir et, à long terme, de maladies cardiaques.",
    insights: [
      "Le diagnostic est médical : on écarte d'abord les autres causes de cycles irréguliers, comme un trouble thyroïdien ou une prolactine élevée.",
      "L'hygiène de vie, surtout une activité régulière et, en cas de surpoids, une perte de poids modérée, améliore les cycles et la sensibilité à l'insuline chez beaucoup de femmes.",
      "Le traitement dépend de l'objectif – cycles réguliers, symptômes cutanés ou grossesse – et se choisit avec un gynécologue ou un endocrinologue.",
    ],
    steps: [
      [
        "Obtenir un vrai diagnostic",
        "Un médecin généraliste ou un gynécologue peut prescrire des dosages hormonaux et une échographie et écarter d'autres causes.",
      ],
      [
        "Vérifier votre santé métabolique",
        "Glycémie, HbA1c et, si utile, insuline montrent si une résistance à l'insuline est en jeu.",
      ],
      [
        "Trouver un plan d'hygiène de vie tenable",
        "Un diététicien habitué au SOPK peut vous aider pour l'alimentation et l'activité selon vos objectifs.",
      ],
    ],
  },
  "igf-1": {
    title: "IGF-1 et hormone de croissance",
    summary:
      "L'IGF-1 (facteur de croissance analogue à l'insuline de type 1) est produit surtout par le foie en réponse à l'hormone de croissance, dont son taux reflète l'activité. Il soutient la croissance chez l'enfant ainsi que les muscles et les os chez l'adulte, et il diminue avec l'âge. Les médecins le dosent pour rechercher des troubles de l'hormone de croissance. Dans la recherche sur le vieillissement, une signalisation de croissance plus faible est liée à une vie plus longue chez certains animaux, tandis que chez l'humain un IGF-1 très bas comme très élevé a été associé à des risques pour la santé.",
    insights: [
      "L'IGF-1 s'interprète selon des normes propres à l'âge et au sexe ; les apports en protéines, le jeûne, une maladie du foie et la dénutrition le modifient.",
      "L'hormone de croissance utilisée en « anti-âge » ou en musculation n'est pas autorisée pour ces usages et peut provoquer rétention d'eau, douleurs articulaires, diabète et d'autres dommages.",
      "Aucun bénéfice n'est prouvé à augmenter ou à baisser volontairement l'IGF-1 chez l'adulte en bonne santé ; mieux vaut se concentrer sur la nutrition, la force et le sommeil.",
    ],
    steps: [
      [
        "Ne faire le dosage qu'avec une question médicale",
        "Un endocrinologue peut décider si un dosage de l'IGF-1 est utile et l'interpréter selon votre âge.",
      ],
      [
        "Éviter l'hormone de croissance sans ordonnance",
        "Les hormones ou peptides achetés en ligne sans prescription peuvent être dangereux et leur contenu incertain ; parlez-en à un médecin ou un pharmacien.",
      ],
      [
        "Soutenir muscles et os par les moyens prouvés",
        "Le renforcement musculaire, assez de protéines et un bon sommeil agissent avec vos propres hormones.",
      ],
    ],
  },
  fertility: {
    title: "Fertilité et projet de grossesse",
    summary:
      "La fertilité dépend des deux partenaires et diminue avec l'âge, plus nettement chez la femme à partir du milieu de la trentaine. Le tabac, l'alcool en excès, un poids très élevé ou très bas et certaines maladies la réduisent. La plupart des couples conçoivent en moins d'un an ; les médecins conseillent en général un bilan après un an, ou après six mois si la femme a 35 ans ou plus, et plus tôt en cas de problème connu ou de cycles irréguliers.",
    insights: [
      "Les autorités de santé recommandent l'acide folique avant et en début de grossesse pour réduire le risque d'anomalies du tube neural ; demandez à votre médecin ou à votre pharmacien le produit qui vous convient.",
      "L'AMH reflète la réserve ovarienne, mais prédit mal la fertilité naturelle d'une femme donnée ; elle sert surtout à planifier un traitement de fertilité.",
      "Un spermogramme est un élément simple et indispensable de tout bilan, car un facteur masculin intervient chez environ la moitié des couples.",
    ],
    steps: [
      [
        "Consulter un spécialiste de la fertilité au bon moment",
        "Un gynécologue ou un spécialiste de la fertilité peut prescrire des examens pour les deux partenaires ; des laboratoires de l'annuaire proposent les analyses sanguines utiles.",
      ],
      [
        "Se préparer avec votre médecin généraliste",
        "Faites le point sur les vaccins, les médicaments, les maladies chroniques et l'acide folique avant d'essayer de concevoir.",
      ],
      [
        "Impliquer le partenaire masculin",
        "Un médecin généraliste ou un urologue peut prescrire un spermogramme et rechercher des causes traitables.",
      ],
    ],
  },
};
