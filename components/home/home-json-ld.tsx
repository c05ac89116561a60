import type { Organization, WebSite } from "schema-dts";
import { JsonLd } from "@/lib/seo/json-ld";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";

/** Organization and WebSite (with the /directory?search= SearchAction) for the home page. */
export function HomeJsonLd() {
  return (
    <>
      <JsonLd<Organization> data={organizationJsonLd()} />
      <JsonLd<WebSite> data={websiteJsonLd()} />
    </>
  );
}
