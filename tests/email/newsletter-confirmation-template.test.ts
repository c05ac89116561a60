import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/email/escape-html";
import { newsletterConfirmationEmail } from "@/lib/email/templates/newsletter-confirmation";
import { emailCopy } from "@/lib/email/templates/email-copy";

const en = await emailCopy("en");

const urls = {
  confirmUrl: "https://longevity.example/newsletter/confirm?token=abc",
  unsubscribeUrl: "https://longevity.example/newsletter/unsubscribe?token=def",
  oneClickUnsubscribeUrl: "https://longevity.example/api/newsletter/unsubscribe?token=def",
};

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("newsletter confirmation email", () => {
  it("carries both links in text and HTML, and RFC 8058 one-click headers", () => {
    const email = newsletterConfirmationEmail(en, { email: "ada@example.com", ...urls });
    expect(email.subject).toMatch(/confirm/i);
    expect(email.text).toContain(urls.confirmUrl);
    expect(email.text).toContain(urls.unsubscribeUrl);
    expect(email.html).toContain(`href="${urls.confirmUrl}"`);
    expect(email.html).toContain(`href="${urls.unsubscribeUrl}"`);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${urls.oneClickUnsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes the address in the HTML body", () => {
    const email = newsletterConfirmationEmail(en, { email: `"<img src=x onerror=alert(1)>"@example.com`, ...urls });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("escapes ampersands in links so multi-parameter URLs stay intact", () => {
    const email = newsletterConfirmationEmail(en, {
      email: "a@example.com",
      ...urls,
      confirmUrl: "https://x.example/c?token=a&b=1",
    });
    expect(email.html).toContain('href="https://x.example/c?token=a&amp;b=1"');
  });
});

describe("newsletter confirmation email in the subscriber's language", () => {
  it("is French for an address given on a French page", async () => {
    const email = newsletterConfirmationEmail(await emailCopy("fr"), { email: "ada@example.com", ...urls });
    expect(email.subject).toBe("Confirmez votre abonnement à la newsletter de Longevity Directory");
    expect(email.html).toContain("Confirmer l’abonnement");
    expect(email.html).toContain('<html lang="fr">');
  });
});
