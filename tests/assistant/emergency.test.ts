import { describe, expect, it } from "vitest";
import { buildEmergencyResponse, detectEmergency } from "@/server/assistant/emergency";
import { validateHealthSearchResponse } from "@/server/assistant/response-schema";

describe("detectEmergency", () => {
  it.each([
    ["I have crushing chest pain and my left arm hurts", "chest_pain"],
    ["I think I'm having a heart attack", "chest_pain"],
    ["Ich habe starke Brustschmerzen", "chest_pain"],
    ["Ich glaube, ich habe einen Herzinfarkt", "chest_pain"],
    ["Ich hatte eben einen Herzinfarkt", "chest_pain"],
    ["J'ai une douleur dans la poitrine depuis une heure", "chest_pain"],
    ["tengo dolor en el pecho", "chest_pain"],
    ["ho un forte dolore al petto", "chest_pain"],
    ["ik heb pijn op de borst", "chest_pain"],
    ["my dad's face is drooping and his speech is slurred", "stroke"],
    ["Mein Vater hat eine hängende Mundwinkel und verwaschene Sprache", "stroke"],
    ["ma mère a le visage qui tombe", "stroke"],
    ["creo que estoy teniendo un ictus", "stroke"],
    ["sto avendo un ictus", "stroke"],
    ["ik krijg een beroerte", "stroke"],
    ["I want to kill myself", "suicidal"],
    ["I have suicidal thoughts", "suicidal"],
    ["I feel like hurting myself", "suicidal"],
    ["Ich will nicht mehr leben", "suicidal"],
    ["j'ai envie de mourir", "suicidal"],
    ["quiero morirme", "suicidal"],
    ["voglio morire", "suicidal"],
    ["ik wil dood", "suicidal"],
    ["the cut won't stop bleeding", "bleeding"],
    ["Ich habe eine starke Blutung", "bleeding"],
    ["je vomis du sang", "bleeding"],
    ["sangrado abundante que no para", "bleeding"],
    ["sanguinamento abbondante", "bleeding"],
    ["hevige bloeding na een val", "bleeding"],
    ["my throat is swelling after eating peanuts", "anaphylaxis"],
    ["allergischer Schock nach Bienenstich", "anaphylaxis"],
    ["je n'arrive pas à respirer", "anaphylaxis"],
    ["no puedo respirar", "anaphylaxis"],
    ["shock anafilattico", "anaphylaxis"],
    ["mijn keel zwelt op", "anaphylaxis"],
    ["worst headache of my life", "headache"],
    ["plötzliche starke Kopfschmerzen", "headache"],
    ["le pire mal de tête de ma vie", "headache"],
    ["el peor dolor de cabeza de mi vida", "headache"],
    ["il peggior mal di testa della mia vita", "headache"],
    ["de ergste hoofdpijn ooit", "headache"],
  ])("%s → %s", (query, sign) => {
    expect(detectEmergency(query)).toContain(sign);
  });

  it("catches misspelt emergency words", () => {
    expect(detectEmergency("sudden chest pian")).toContain("chest_pain");
    expect(detectEmergency("severe bleding that won't stop")).toContain("bleeding");
  });

  it.each([
    "Does high Lp(a) raise my stroke risk?",
    "how to prevent a heart attack with diet",
    "best chest strap heart rate monitor",
    "I'm dying to know my biological age",
    "swim stroke count on my watch",
    "my headache after poor sleep",
    "What is a healthy resting heart rate?",
    "blood test for iron",
    "My father had a stroke years ago, what about his LDL?",
    "Mein Vater hatte einen Herzinfarkt – wie senke ich mein Risiko?",
    "Ich habe einen Herzinfarkt gehabt, welche Risiken bleiben?",
    "I cut myself shaving, is that a problem for my vitamin K?",
  ])("does not flag %s", (query) => {
    expect(detectEmergency(query)).toEqual([]);
  });
});

describe("buildEmergencyResponse", () => {
  it("answers first with 112 and no recommendations, final at once", () => {
    const response = validateHealthSearchResponse(buildEmergencyResponse(["chest_pain"], "summary"));
    expect(response.kind).toBe("emergency");
    expect(response.summary).toContain("112");
    expect(response.hasMore).toBe(false);
    expect(response.nextPhase).toBeNull();
    expect(Object.values(response.recommendations).flat()).toEqual([]);
    expect(response.nextSteps[0]).toMatchObject({ step: "Call 112 now", priority: "High" });
    expect(response.disclaimer).toMatch(/not a doctor/);
  });

  it("keeps crisis lines generic unless the country is known", () => {
    const generic = buildEmergencyResponse(["suicidal"], "summary");
    expect(JSON.stringify(generic)).toContain("local crisis line");
    expect(JSON.stringify(generic)).not.toMatch(/Samaritans|TelefonSeelsorge|3114/);
    const german = buildEmergencyResponse(["suicidal"], "insights", "DE");
    expect(JSON.stringify(german)).toContain("TelefonSeelsorge");
    expect(german.summary).toContain("112");
  });

  it("answers in the question's language, with 112 and the national crisis line where the country is known", () => {
    const french = validateHealthSearchResponse(buildEmergencyResponse(["suicidal"], "summary", "FR", "fr"));
    expect(french.summary).toContain("112");
    expect(JSON.stringify(french)).toContain("3114");
    expect(french.nextSteps[0]).toMatchObject({ step: expect.stringContaining("112") });
    expect(french.disclaimer).toMatch(/médecin/);
    const dutch = validateHealthSearchResponse(buildEmergencyResponse(["suicidal"], "summary", "NL", "nl"));
    expect(JSON.stringify(dutch)).toContain("113 Zelfmoordpreventie");
    expect(dutch.summary).toContain("112");
    for (const locale of ["de", "fr", "es", "it", "nl"] as const) {
      const response = buildEmergencyResponse(["chest_pain"], "summary", null, locale);
      expect(response.summary, locale).toContain("112");
      expect(response.summary, locale).not.toBe(buildEmergencyResponse(["chest_pain"], "summary").summary);
    }
  });

  it("uses the local number where 112 is not the one people know", () => {
    expect(buildEmergencyResponse(["stroke"], "summary", "US").summary).toContain("911");
    expect(buildEmergencyResponse(["stroke"], "summary", "IT").summary).toContain("112");
  });
});

describe("detectEmergency in every language", () => {
  it.each([
    ["Meine Mutter kann plötzlich ihren Arm nicht mehr bewegen", "stroke"],
    ["Ich blute stark", "bleeding"],
    ["mon visage est paralysé d'un côté", "stroke"],
    ["tengo un dolor fuerte en el pecho", "chest_pain"],
    ["voglio farla finita", "suicidal"],
    ["improvvisamente non riesco a muovere il braccio", "stroke"],
    ["hij kan zijn arm niet meer bewegen", "stroke"],
  ])("flags %s", (query, sign) => {
    expect(detectEmergency(query)).toContain(sign);
  });
});
