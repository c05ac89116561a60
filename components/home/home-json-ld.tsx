import { getLocale, getTranslations } from "next-intl/server";
import type { Organization, WebSite } from "schema-dts";
import { JsonLd } from "@/lib/seo/json-ld";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";

/** Organization and WebSite (in the page's language, with its /directory?search= SearchAction) for the home page. */
export async function HomeJsonLd() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("layout")]);
  return (
    <>
      <JsonLd<Organization> data={organizationJsonLd(t("siteDescription"))} />
      <JsonLd<WebSite> data={websiteJsonLd(locale)} />
    </>
  );
}
