import { useTranslations } from "next-intl";
import type { FactDisplay, FactLink } from "@/lib/listings/fact-format";

/** "Source: lab.example ↗ · checked 3 March 2026": the page a fact was read from, beside the fact. */
function SourceLink({ source }: { source: FactLink }) {
  return (
    <small>
      <a href={source.href} rel="nofollow noopener noreferrer" target="_blank">
        {source.text}
      </a>
      {source.note ? ` · ${source.note}` : null}
    </small>
  );
}

/** A known fact in full: text, a list, links, test panels with their measured and calculated markers, or hours. */
export function FactValue({ display }: { display: FactDisplay }) {
  const t = useTranslations("facts");
  switch (display.type) {
    case "text":
      return <>{display.text}</>;
    case "list":
      return (
        <>
          {display.items.join(", ")}
          {display.sources?.map((source) => (
            <SourceLink key={source.href} source={source} />
          ))}
        </>
      );
    case "links":
      return (
        <ul className="fact-links">
          {display.links.map((link, index) => (
            <li key={`${index}:${link.href}`}>
              <a href={link.href} rel="nofollow noopener noreferrer" target="_blank">
                {link.text}
              </a>
              {link.note ? <small> · {link.note}</small> : null}
            </li>
          ))}
        </ul>
      );
    case "hours":
      return (
        <>
          <ul>
            {display.rows.map((row) => (
              <li key={row.days}>
                {row.days} {row.time}
              </li>
            ))}
          </ul>
          <small>{t("timesIn", { zone: display.timeZone })}</small>
        </>
      );
    case "panels":
      return (
        <ul className="fact-panels">
          {display.panels.map((panel) => (
            <li key={panel.name}>
              <b>{panel.name}</b>
              {panel.price ? ` · ${panel.price}` : null} · {t("biomarkers", { count: panel.count })} · {panel.markers}
              {panel.perMarker ? ` · ${panel.perMarker}` : null}
              {panel.measured.length ? <small>{t("measured", { markers: panel.measured.join(", ") })}</small> : null}
              {panel.calculated.length ? (
                <small>{t("calculated", { markers: panel.calculated.join(", ") })}</small>
              ) : null}
              {panel.includes.length ? <small data-panel-includes="">{panel.includes.join(" · ")}</small> : null}
              {panel.source ? <SourceLink source={panel.source} /> : null}
            </li>
          ))}
        </ul>
      );
  }
}
