import "server-only";

export type EmergencySign = "chest_pain" | "stroke" | "suicidal" | "bleeding" | "anaphylaxis" | "headache";

/**
 * Patterns per sign in English, German, French, Spanish, Italian and Dutch, written for folded text (lower case,
 * accents and punctuation removed: "n'arrête" → "n arrete"). `always` patterns trigger on their own; `unlessContext`
 * patterns (a bare "stroke", "heart attack") trigger unless the question is clearly about risk or prevention.
 */
export const EMERGENCY_PATTERNS: Record<EmergencySign, { always: RegExp[]; unlessContext?: RegExp[] }> = {
  chest_pain: {
    always: [
      /\bchest (pain|pains|tightness|pressure|discomfort)\b/, /\b(pain|pressure|tightness|crushing) (in|on) (my|the|his|her) chest\b/,
      /\b(tight|crushing|painful) chest\b/, /\bchest (hurts|is hurting|feels tight)\b/, /\b(having|having a) heart attack\b/,
      /\b(habe|hatte) einen herzinfarkt\b/, /\bje fais (une crise cardiaque|un infarctus)\b/, /\b(estoy teniendo|tengo) un (infarto|ataque al corazon)\b/,
      /\bsto avendo un infarto\b/, /\bik (heb|krijg) een hartaanval\b/,
      /\bbrustschmerz/, /\bschmerzen (in|an) der brust\b/, /\b(druck|engegefuhl|enge) (in|auf) der brust\b/, /\bbrustenge\b/,
      /\bdouleurs? (a la|dans la) poitrine\b/, /\bdouleurs? thoracique/, /\boppression thoracique\b/, /\bmal (a|dans) la poitrine\b/, /\bserrement dans la poitrine\b/,
      /\bdolor (en el|de|del) pecho\b/, /\bdolor toracico\b/, /\bopresion en el pecho\b/, /\bme duele el pecho\b/,
      /\bdolore (al|nel) petto\b/, /\bdolore toracico\b/, /\boppressione (al|nel) petto\b/, /\bmal di petto\b/,
      /\bpijn (op|in) de borst\b/, /\bborstpijn\b/, /\bdruk op de borst\b/, /\bbeklemmend gevoel\b/,
    ],
    unlessContext: [
      /\bheart attack\b/, /\bherzinfarkt\b/, /\bcrise cardiaque\b/, /\binfarctus\b/, /\binfarto\b/, /\bataque al corazon\b/,
      /\battacco di cuore\b/, /\bhartaanval\b/, /\bhartinfarct\b/,
    ],
  },
  stroke: {
    always: [
      /\b(having|having a) stroke\b/, /\b(signs|symptoms) of (a )?stroke\b/, /\bstroke (signs|symptoms)\b/, /\b(face|mouth) (is )?(drooping|droops|crooked)\b/,
      /\bdrooping (face|mouth)\b/, /\bslurred speech\b/, /\b(speech is|talking) slurred\b/, /\bsudden(ly)? (numbness|weakness|confusion|trouble speaking|vision loss|paralysis)\b/,
      /\b(can t|cannot|unable to) (move|lift|feel) (my|his|her) (arm|leg|face)\b/, /\bone side of (my|his|her) (face|body)\b/,
      /\bschlaganfall (symptome|anzeichen)\b/, /\b(hangender|hangende) (mundwinkel|gesicht)\b/, /\bgesicht hangt\b/, /\bverwaschene sprache\b/,
      /\b(plotzliche|halbseitige) (lahmung|taubheit|schwache|sehstorung)\b/, /\bich habe einen schlaganfall\b/,
      /\bsymptomes? d (un )?avc\b/, /\bje fais un avc\b/, /\bvisage (qui tombe|paralyse|de travers)\b/, /\bbouche de travers\b/,
      /\b(difficulte a parler|parole confuse|trouble de la parole)\b/, /\b(faiblesse|paralysie|engourdissement) soudaine?\b/,
      /\b(cara|boca) (caida|torcida|paralizada)\b/, /\b(habla arrastrada|dificultad para hablar)\b/, /\b(debilidad|paralisis|entumecimiento) (repentina|repentino|subita|subito)\b/,
      /\b(estoy teniendo|tengo) un (ictus|derrame)\b/, /\bsintomas de (un )?(ictus|derrame)\b/,
      /\b(viso|bocca) (cadente|storta|paralizzata)\b/, /\b(parola impastata|difficolta a parlare)\b/, /\b(debolezza|paralisi|intorpidimento) improvvis[ao]\b/,
      /\bsto avendo un ictus\b/, /\bsintomi (di un |dell )?ictus\b/,
      /\b(scheve|hangende) (mond|mondhoek)\b/, /\bgezicht hangt\b/, /\b(onduidelijke|verwarde) spraak\b/, /\bmoeite met (praten|spreken)\b/,
      /\bplotselinge? (verlamming|krachtverlies|gevoelloosheid)\b/, /\bik (heb|krijg) een beroerte\b/,
    ],
    unlessContext: [/\bstroke\b/, /\bschlaganfall\b/, /\bavc\b/, /\bictus\b/, /\bderrame cerebral\b/, /\bberoerte\b/, /\bherseninfarct\b/],
  },
  suicidal: {
    always: [
      /\bsuicid/, /\bkill (myself|me)\b/, /\bend (my|it all|my own) life\b/, /\bend it all\b/, /\bwant to die\b/, /\b(don t|do not) want to (live|be alive)\b/,
      /\btake my (own )?life\b/, /\b(self harm|(harm|harming|hurt|hurting|cutting) myself)\b/, /\bbetter off dead\b/,
      /\bselbstmord\b/, /\bsuizid/, /\bmich (umbringen|toten)\b/, /\b(will|mochte) (nicht mehr leben|sterben)\b/, /\bmein leben beenden\b/, /\bselbstverletz/,
      /\bme (tuer|suicider)\b/, /\ben finir\b/, /\bmettre fin a (mes jours|ma vie)\b/, /\benvie de mourir\b/, /\bme faire du mal\b/,
      /\bmatarme\b/, /\bquitarme la vida\b/, /\bquiero morir/, /\bno quiero vivir\b/, /\bhacerme dano\b/, /\bautolesi/,
      /\buccidermi\b/, /\btogliermi la vita\b/, /\bvoglio morire\b/, /\bnon voglio piu vivere\b/, /\bfarmi del male\b/, /\bautolesion/,
      /\bzelfmoord\b/, /\bmezelf (van kant maken|iets aandoen|doden)\b/, /\b(wil|ik wil) dood\b/, /\bniet meer (willen )?leven\b/, /\bzelfbeschadig/,
    ],
  },
  bleeding: {
    always: [
      /\b(severe|heavy|uncontrolled|massive) bleeding\b/, /\bbleeding (heavily|badly|a lot|profusely)\b/, /\b(won t|will not|doesn t|does not|can t|cannot) stop bleeding\b/,
      /\bbleeding (that )?(won t|will not|doesn t|does not) stop\b/, /\blosing (a lot of )?blood\b/, /\b(coughing|vomiting|throwing) up blood\b/, /\bvomiting blood\b/,
      /\b(starke|heftige) blutung\b/, /\bblutet (stark|sehr)\b/, /\bhort nicht auf zu bluten\b/, /\bblutung hort nicht auf\b/, /\b(blut erbrechen|erbreche blut|blut husten|huste blut)\b/,
      /\bsaignement (abondant|important|grave|qui ne s arrete pas)\b/, /\bsaigne (beaucoup|abondamment)\b/, /\bn arrete pas de saigner\b/, /\bhemorragie\b/,
      /\b(vomis|crache|vomir|cracher) du sang\b/,
      /\bsangrado (abundante|grave|fuerte|que no para)\b/, /\bsangra mucho\b/, /\bno (para|deja) de sangrar\b/, /\bhemorragia\b/, /\b(vomito|toso|vomitar|toser) sangre\b/,
      /\bsanguinamento (abbondante|grave|forte)\b/, /\bsanguina molto\b/, /\bnon smette di sanguinare\b/, /\bemorragia\b/, /\b(vomito|tossisco) sangue\b/,
      /\b(hevige|ernstige) bloeding\b/, /\bbloedt (hevig|erg|veel)\b/, /\b(stopt niet met bloeden|blijft bloeden)\b/, /\bbloed (overgeven|ophoesten)\b/,
    ],
  },
  anaphylaxis: {
    always: [
      /\banaphyla/, /\banafila/, /\banafyla/, /\bthroat (is )?(swelling|closing|tight)\b/, /\bswollen (throat|tongue|lips)\b/, /\b(tongue|lips) (is |are )?swelling\b/,
      /\b(can t|cannot|unable to|struggling to|hard to) breathe\b/, /\b(trouble|difficulty) breathing\b/, /\bsevere allergic reaction\b/, /\bepipen\b/,
      /\ballergischer schock\b/, /\b(hals|zunge|rachen) schwillt\b/, /\bkann nicht (mehr )?atmen\b/, /\bbekomme keine luft\b/, /\batemnot\b/,
      /\bchoc (allergique|anaphylactique)\b/, /\bgorge (qui gonfle|gonflee)\b/, /\b(je ne peux pas|j arrive pas a|je n arrive pas a) respirer\b/, /\bdifficulte a respirer\b/, /\boedeme de quincke\b/,
      /\b(shock|choque) (anafilactico|alergico)\b/, /\bgarganta (hinchada|se cierra)\b/, /\bse me cierra la garganta\b/, /\bno puedo respirar\b/, /\bdificultad para respirar\b/,
      /\bshock anafilattico\b/, /\bgola (gonfia|che si chiude)\b/, /\bnon riesco a respirare\b/, /\bdifficolta a respirare\b/,
      /\ballergische shock\b/, /\b(keel|tong) (zwelt|is opgezwollen)\b/, /\b(kan niet|kan geen) (ademen|adem halen|lucht krijgen)\b/, /\bademnood\b/,
    ],
  },
  headache: {
    always: [
      /\bworst headache\b/, /\bthunderclap headache\b/, /\bsudden (severe|intense|excruciating) headache\b/, /\bworst (head pain|pain in my head)\b/,
      /\bschlimmsten? kopfschmerzen\b/, /\bdonnerschlagkopfschmerz/, /\bplotzliche? (starke|heftige|extreme) kopfschmerzen\b/, /\bvernichtungskopfschmerz/,
      /\bpire (mal de tete|cephalee)\b/, /\bcephalee en coup de tonnerre\b/, /\bmal de tete (soudain et violent|violent et soudain|brutal)\b/,
      /\bpeor dolor de cabeza\b/, /\bcefalea en trueno\b/, /\bdolor de cabeza (repentino|subito) (e|y) (intenso|fuerte)\b/,
      /\bpeggior mal di testa\b/, /\bcefalea a rombo di tuono\b/, /\bmal di testa (improvviso e (violento|fortissimo)|fortissimo e improvviso)\b/,
      /\bergste hoofdpijn\b/, /\bdonderslaghoofdpijn\b/, /\bplotselinge? (hevige|extreme|ernstige) hoofdpijn\b/,
    ],
  },
};

/** A bare "stroke" or "heart attack" in a question about risk, prevention or a biomarker is not an emergency. */
export const NON_URGENT_CONTEXT = [
  /\b(risk|risks|risiko|risque|riesgo|rischio|risico)\b/, /\b(prevent|prevention|preventing|avoid|vorbeugen|praevention|pravention|prevenir|prevenire|voorkomen)\b/,
  /\b(family history|history of|after a|recovering from|rehab|rehabilitation|survivor|last (year|month)|years ago|months ago|in the past)\b/,
  /\b(ldl|apob|lp a|lpa|cholesterol|cholesterin|homocysteine|blood pressure)\b/,
  /\b(swim|swimming|tennis|golf|rowing|paddle|paddling|stroke rate|stroke count|brushstroke)\b/,
];
