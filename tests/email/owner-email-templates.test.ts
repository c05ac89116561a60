import { describe, expect, it } from "vitest";
import {
  claimCodeEmail,
  claimDecisionEmail,
  ownerEmailCopy,
  ownerReminderEmail,
  ownerReportEmail,
  reportOutcomeEmail,
} from "@/lib/email/templates/owner";

const reminder = {
  listingName: "Spree Clinic",
  confirmUrl: "https://longevity.example/de/owner/confirm?token=t",
  dashboardUrl: "https://longevity.example/de/owner",
};

describe("owner emails", () => {
  it("are written in English for an English-speaking owner, as before", async () => {
    const email = claimCodeEmail(await ownerEmailCopy("en"), {
      listingName: "Spree Clinic",
      code: "123456",
      minutes: 15,
    });
    expect(email.subject).toBe("123456 is your code to claim Spree Clinic on Longevity Directory");
    expect(email.text).toContain("The code works once, for 15 minutes.");
    expect(email.html).toContain('<html lang="en">');
  });

  it("go out in the recipient's language: a German owner's reminder", async () => {
    const email = ownerReminderEmail(await ownerEmailCopy("de"), reminder);
    expect(email.subject).toBe("Stimmt der Eintrag von Spree Clinic auf Longevity Directory noch?");
    expect(email.text).toContain("Alles ist noch korrekt:");
    expect(email.text).toContain(reminder.dashboardUrl);
    expect(email.html).toContain('<html lang="de">');
    expect(email.html).toContain("Oder kopieren Sie diesen Link in Ihren Browser:");
  });

  it("name the reported reason and field in the owner's language (French)", async () => {
    const email = ownerReportEmail(await ownerEmailCopy("fr"), {
      listingName: "Clinique Lumière",
      report: { reason: "wrong_info", field: "Opening hours" },
      message: "Fermé le lundi",
      dashboardUrl: "https://longevity.example/fr/owner",
    });
    expect(email.subject).toBe("Un visiteur a signalé un problème avec Clinique Lumière");
    expect(email.text).toContain("certaines informations sont fausses (horaires d’ouverture)");
    expect(email.text).toContain("« Fermé le lundi »");
  });

  it("tell a claimant the decision and a reporter the outcome, an unknown language falling back to English", async () => {
    const decision = claimDecisionEmail(await ownerEmailCopy("es"), {
      listingName: "Clínica Sol",
      approved: false,
      note: null,
      url: "https://longevity.example/es/claim/clinic/clinica-sol",
    });
    expect(decision.subject).toBe("Sobre tu reclamación de Clínica Sol");
    const outcome = reportOutcomeEmail(await ownerEmailCopy("xx"), { listingName: "Spree Clinic", action: "merged" });
    expect(outcome.text).toContain("It was listed twice: we merged the two listings into one.");
  });
});
