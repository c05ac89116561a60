import "server-only";
import { KNOWLEDGE_TOPICS, type KnowledgeTopic } from "./knowledge-base";
import { findPhrase, foldText, tokenize, type PhraseHit } from "./text";

const WEIGHTS = { strong: 3, terms: 2, weak: 1 } as const;
/** A topic needs at least one clear term, or two weak hints, to count as asked about. */
const MIN_SCORE = 2;
/** Secondary topics must carry at least this share of the best topic's score. */
const RELATIVE_MIN = 1 / 3;
const MAX_TOPICS = 3;

type CompiledAlias = { topic: KnowledgeTopic; words: string[]; weight: number };
type Hit = PhraseHit & { alias: CompiledAlias };

type TopicMatch = { topic: KnowledgeTopic; score: number };

export type QueryAnalysis = {
  topics: TopicMatch[];
  /** Wording that tries to change the assistant's instructions or role. */
  injection: boolean;
  /** Health vocabulary outside the curated topics (pain, doctor, symptoms…). */
  healthRelated: boolean;
};

function compile(topics: readonly KnowledgeTopic[]): CompiledAlias[] {
  return topics.flatMap((topic) => {
    const seen = new Set<string>();
    return (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).flatMap((level) =>
      (topic.aliases[level] ?? []).flatMap((alias) => {
        const words = tokenize(alias);
        const key = words.join(" ");
        if (!words.length || seen.has(key)) return [];
        seen.add(key);
        return [{ topic, words, weight: WEIGHTS[level] }];
      }),
    );
  });
}

const COMPILED = compile(KNOWLEDGE_TOPICS);

/** A hit inside a longer hit ("cholesterol" inside "good cholesterol") says less than the longer one: drop it. */
function withoutContainedHits(hits: Hit[]): Hit[] {
  const length = (hit: Hit) => hit.end - hit.start;
  return hits.filter(
    (hit) =>
      !hits.some(
        (other) => other !== hit && other.start <= hit.start && other.end >= hit.end && length(other) > length(hit),
      ),
  );
}

/** Topics the question is about, best first: weighted alias hits (typo- and language-tolerant), at most three. */
export function matchTopics(query: string, aliases: readonly CompiledAlias[] = COMPILED): TopicMatch[] {
  const words = tokenize(query);
  if (!words.length) return [];
  const hits = aliases.flatMap((alias) => findPhrase(words, alias.words).map((hit) => ({ ...hit, alias })));
  // Per topic, each stretch of the question counts once, at its strongest alias: "thyroid" matching both "thyroid"
  // and the French "thyroide" is one mention, not two.
  const kept = new Map<KnowledgeTopic, Hit[]>();
  for (const hit of withoutContainedHits(hits).sort((a, b) => b.alias.weight - a.alias.weight)) {
    const topicHits = kept.get(hit.alias.topic) ?? [];
    if (topicHits.some((other) => other.start < hit.end && hit.start < other.end)) continue;
    kept.set(hit.alias.topic, [...topicHits, hit]);
  }
  const scores = new Map(
    [...kept].map(([topic, topicHits]) => [topic, topicHits.reduce((sum, hit) => sum + hit.alias.weight, 0)]),
  );
  const ranked = [...scores.entries()]
    .map(([topic, score]) => ({ topic, score }))
    .filter((match) => match.score >= MIN_SCORE)
    // A specific topic ("magnesium") leads a broad goal named as strongly ("for sleep").
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.topic.broad ?? false) - Number(b.topic.broad ?? false) ||
        KNOWLEDGE_TOPICS.indexOf(a.topic) - KNOWLEDGE_TOPICS.indexOf(b.topic),
    );
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((match) => match.score >= best * RELATIVE_MIN).slice(0, MAX_TOPICS);
}

// Attempts to re-task the assistant, in the six languages. Matched on folded text (lower case, no accents or punctuation).
const INJECTION_PATTERNS = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instruction|instructions|prompt|prompts|rules|guidelines)\b/,
  /\b(ignore|disregard) (all |everything )?(the )?above\b/,
  /\b(system|developer|hidden|initial)\s+(prompt|message|instructions)\b/,
  /\b(you are now|from now on you|act as|pretend (to be|you are)|roleplay|role play|jailbreak|dan mode|developer mode|do anything now)\b/,
  /\b(reveal|show|print|repeat|leak)\b.{0,30}\b(prompt|instructions|rules|configuration|api key)\b/,
  /\b(ignoriere|vergiss|missachte)\b.{0,40}\b(anweisungen|regeln|anweisung|vorgaben)\b/,
  /\b(ignore|ignorez|oublie|oubliez)\b.{0,40}\b(instructions|consignes|regles)\b/,
  /\b(ignora|olvida|ignore)\b.{0,40}\b(instrucciones|reglas|istruzioni|regole)\b/,
  /\b(dimentica)\b.{0,40}\b(istruzioni|regole)\b/,
  /\b(negeer|vergeet)\b.{0,40}\b(instructies|regels)\b/,
];

const HEALTH_WORDS = [
  "health",
  "healthy",
  "doctor",
  "symptom",
  "symptoms",
  "pain",
  "ache",
  "blood",
  "test",
  "tests",
  "lab",
  "clinic",
  "clinics",
  "supplement",
  "supplements",
  "vitamin",
  "vitamins",
  "mineral",
  "diet",
  "nutrition",
  "exercise",
  "workout",
  "weight",
  "heart",
  "hormone",
  "medicine",
  "medication",
  "disease",
  "illness",
  "biomarker",
  "biomarkers",
  "wearable",
  "wellness",
  "allergy",
  "skin",
  "migraine",
  "headache",
  "protein",
  "magnesium",
  "zinc",
  "fasting",
  "knee",
  "rash",
  "flu",
  "fever",
  "influenza",
  "grippe",
  "fieber",
  "fievre",
  "gripe",
  "fiebre",
  "febbre",
  "griep",
  "koorts",
  "hurts",
  "ausschlag",
  "eruption",
  "erupcion",
  "eruzione",
  "uitslag",
  "mal au dos",
  "j ai mal",
  "me duele",
  "dolor de espalda",
  "mi fa male",
  "mal di schiena",
  "tut weh",
  "ruckenschmerzen",
  "doet pijn",
  "rugpijn",
  "stroke",
  "schlaganfall",
  "avc",
  "ictus",
  "beroerte",
  "back pain",
  "joint",
  "injury",
  "cancer",
  "blood pressure",
  "hypertension",
  "gesundheit",
  "arzt",
  "arztin",
  "schmerzen",
  "schmerz",
  "blutwerte",
  "ernahrung",
  "krankheit",
  "sante",
  "medecin",
  "douleur",
  "sang",
  "maladie",
  "nutrition",
  "salud",
  "medico",
  "dolor",
  "sangre",
  "enfermedad",
  "nutricion",
  "salute",
  "dolore",
  "sangue",
  "malattia",
  "alimentazione",
  "gezondheid",
  "arts",
  "huisarts",
  "pijn",
  "bloed",
  "ziekte",
  "voeding",
  "therapy",
  "therapies",
  "treatment",
  "treatments",
  "brain",
  "memory",
  "muscle",
  "muscles",
  "bone",
  "bones",
  "body",
  "mind",
  "fitness",
  "sport",
  "sports",
  "training",
  "athlete",
  "ageing",
  "aging",
  "diagnosis",
  "scan",
  "screening",
  "nutrient",
  "nutrients",
  "immune",
  "therapie",
  "behandlung",
  "gehirn",
  "gedachtnis",
  "muskel",
  "muskeln",
  "knochen",
  "korper",
  "vitamine",
  "traitement",
  "therapie",
  "cerveau",
  "memoire",
  "muscles",
  "corps",
  "terapia",
  "tratamiento",
  "cerebro",
  "memoria",
  "musculo",
  "huesos",
  "cuerpo",
  "trattamento",
  "cervello",
  "muscoli",
  "ossa",
  "corpo",
  "behandeling",
  "hersenen",
  "geheugen",
  "spieren",
  "botten",
  "lichaam",
];
const HEALTH_WORD_SET = new Set(HEALTH_WORDS.filter((w) => !w.includes(" ")));
const HEALTH_PHRASES = HEALTH_WORDS.filter((w) => w.includes(" "));

export function looksLikeInjection(query: string): boolean {
  const folded = foldText(query);
  return INJECTION_PATTERNS.some((pattern) => pattern.test(folded));
}

export function mentionsHealth(query: string): boolean {
  const folded = foldText(query);
  return (
    folded.split(" ").some((word) => HEALTH_WORD_SET.has(word)) ||
    HEALTH_PHRASES.some((phrase) => folded.includes(phrase))
  );
}

export function analyseQuery(query: string): QueryAnalysis {
  return { topics: matchTopics(query), injection: looksLikeInjection(query), healthRelated: mentionsHealth(query) };
}
